import Foundation
import Testing
import TestSupport
import ViewDSL
import ViewEngine

/// DSL → JSON → decode → resolve equals the hand-written file's resolve: one screen of each
/// app, re-expressed in the DSL (Tests/ViewDSLTests/Screens), written over its file in a copy
/// of the bundle and run in the engine beside the original with the same data.
@MainActor
@Suite struct RoundTripTests {
    struct Case: Sendable, CustomStringConvertible {
        let app: String
        let screen: String
        let dsl: Node
        let params: JSONObject
        /// What the screen's data source answers, per endpoint.
        let answers: [String: JSONValue]
        /// Texts the loaded screen must show, so the trees compared are not empty ones.
        let expectedTexts: [String]
        var description: String { "\(app)/\(screen)" }
    }

    nonisolated static let cases = [
        Case(
            app: "Apps/Podcasts", screen: "genre", dsl: GenreScreen.screen.node, params: ["genreId": 1487, "genreName": "History"],
            answers: [
                "/search": [
                    "resultCount": 2,
                    "results": [
                        ["collectionId": 11, "trackName": "Footnotes of History", "artistName": "Ana Reyes", "artworkUrl600": "https://example.com/a.jpg"],
                        ["collectionId": 12, "trackName": "The Long Now", "artistName": "Ben Ode", "artworkUrl600": "https://example.com/b.jpg"],
                    ],
                ]
            ],
            expectedTexts: ["Footnotes of History", "The Long Now", "Ana Reyes"]),
        Case(
            app: "Apps/BibleVerses", screen: "favorite_detail", dsl: FavoriteDetailScreen.screen.node, params: ["favoriteId": "john-3-16"],
            answers: [
                "/favorite": [
                    "id": "john-3-16", "reference": "John 3:16", "translation": "web", "isFavorite": true, "savedAt": "2025-11-20T08:00:00Z",
                    "text": "For God so loved the world…", "numberedText": "16 For God so loved the world…",
                    "verses": [["verse": 16, "text": "For God so loved the world…"]],
                ]
            ],
            expectedTexts: ["John 3:16", "Saved Nov 20, 2025"]),
    ]

    @Test(arguments: cases) func theDSLScreenIsTheHandWrittenFile(_ test: Case) throws {
        let file = packageRoot.appendingPathComponent("\(test.app)/screens/\(test.screen).json")
        let written = try JSONDocument.parse([UInt8](Data(contentsOf: file)), fileName: file.lastPathComponent).root.value
        // Objects compare member by member whatever their order, so this is the same JSON.
        #expect(test.dsl.jsonValue == written, "\(test.dsl.encode())")
    }

    @Test(arguments: cases) func theDSLScreenResolvesAsTheHandWrittenFile(_ test: Case) async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let copy = folder.url.appendingPathComponent("bundle")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(test.app), to: copy)
        try Data(test.dsl.encode().utf8).write(to: copy.appendingPathComponent("screens/\(test.screen).json"))

        let original = try BundleLoader().load(folder: packageRoot.appendingPathComponent(test.app))
        let fromDSL = try BundleLoader().load(folder: copy)
        #expect(BundleValidator().validate(fromDSL).errors.isEmpty, "\(BundleValidator().validate(fromDSL).errors)")

        let expected = try await resolve(original, test)
        let actual = try await resolve(fromDSL, test)
        #expect(actual == expected)
        for text in test.expectedTexts {
            #expect(JSONWriter.string(expected).contains(text), "the screen does not show '\(text)'")
        }
    }

    private func resolve(_ bundle: AppBundle, _ test: Case) async throws -> JSONValue {
        let runtime = AppRuntime(bundle: bundle, environment: .fixed())
        runtime.register(dataSource: CannedData(answers: test.answers))
        let id = try #require(await runtime.show(test.screen, params: test.params))
        let tree = runtime.render(id).jsonValue()
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")
        return tree
    }
}

/// Answers each endpoint with fixed JSON; an unknown endpoint is not found.
struct CannedData: DataSource {
    let answers: [String: JSONValue]

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        guard let answer = answers[request.endpoint] else { throw DataSourceError(.notFound, detail: request.endpoint) }
        return answer
    }
}
