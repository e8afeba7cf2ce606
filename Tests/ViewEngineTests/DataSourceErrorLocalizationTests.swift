import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// A data source's failure reaches the screen in the user's language: the string tables'
/// `error.<key>` replaces the data source's English sentence when a table has it.
@MainActor
struct DataSourceErrorLocalizationTests {
    private static let german = #"""
        {"error.offline": "Du bist offline.", "error.no_match": "Nichts enthält „{words}“."}
        """#

    /// The status a failing `/search` leaves in `$.status.results.error`, for a user in `locale`.
    private func failure(_ error: DataSourceError, locale: String) async throws -> JSONValue? {
        let bundle = BundleLoader().load(files: [
            "app.json": Data(#"{"root": "search"}"#.utf8),
            "screens/search.json": Data(#"""
                {"type": "screen", "children": [{"type": "button", "props": {"label": "Go",
                  "action": {"actionType": "api", "endpoint": "/search", "resultKey": "results"}}}]}
                """#.utf8),
            "strings/en.json": Data("{}".utf8), "strings/de.json": Data(Self.german.utf8),
        ])
        #expect(bundle.diagnostics.isEmpty, "\(bundle.diagnostics.all)")
        let runtime = AppRuntime(bundle: bundle, environment: .fixed(locale: locale))
        runtime.register(dataSource: StubDataSource(["/search": .failure(error)]))
        await runtime.start()
        let screen = try #require(runtime.activeScreen)
        guard case .screen(let content) = runtime.render(screen).content, case .button(let button)? = content.body.first?.content,
            let action = button.action
        else {
            Issue.record("the screen has no button with an action")
            return nil
        }
        await runtime.perform(action, on: screen)
        return runtime.screen(screen)?.state["status"]?["results"]?["error"]
    }

    @Test func aKindsDefaultMessageIsLookedUpByTheKind() async throws {
        let german = try await failure(DataSourceError(.offline), locale: "de_DE")
        #expect(german?["message"] == "Du bist offline.")
        #expect(german?["kind"] == "offline")
        // No English table entry: the data source's own sentence stays.
        let english = try await failure(DataSourceError(.offline), locale: "en_US")
        #expect(english?["message"] == .string(DataSourceError.defaultMessage(.offline)))
    }

    @Test func aNamedMessageIsFilledWithItsArguments() async throws {
        let error = DataSourceError(.notFound, message: "Nothing contains \u{201C}lamb\u{201D}.", messageKey: "no_match", messageArguments: ["words": "lamb"])
        #expect(try await failure(error, locale: "de")?["message"] == "Nichts enthält „lamb“.")
        #expect(try await failure(error, locale: "en")?["message"] == "Nothing contains \u{201C}lamb\u{201D}.")
    }

    @Test func aCustomMessageWithoutAKeyIsShownAsWritten() async throws {
        let error = DataSourceError(.offline, message: "The ferry has no signal.")
        #expect(error.messageKey == nil && error.stringKey == nil)
        #expect(try await failure(error, locale: "de")?["message"] == "The ferry has no signal.")
    }

    @Test func everyKindNamesItsDefaultInSnakeCase() {
        let keys = [DataSourceError.Kind.offline, .timeout, .notFound, .throttled, .badRequest, .server, .malformedResponse, .unknown]
            .map { DataSourceError($0).stringKey }
        #expect(keys == [
            "error.offline", "error.timeout", "error.not_found", "error.throttled", "error.bad_request", "error.server",
            "error.malformed_response", "error.unknown",
        ])
    }
}
