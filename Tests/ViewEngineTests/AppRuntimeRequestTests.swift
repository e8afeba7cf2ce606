import Foundation
import Testing
import TestSupport

@testable import ViewEngine

/// The request phase renderers show (spinner, error with retry) and retrying a failed request.
@MainActor
struct AppRuntimeRequestTests {
    private let offline = DataSourceError(.offline)

    private func runtime() throws -> AppRuntime {
        try makeRuntime([
            "app.json": #"{"root": "search"}"#,
            "search.json": #"""
                {"type": "screen", "children": [{"type": "search_bar", "props": {"binding": "$.query",
                  "onSubmit": {"actionType": "api", "endpoint": "/search", "params": {"term": "$.query"}, "resultKey": "results"}}}]}
                """#,
        ])
    }

    private func submit(_ runtime: AppRuntime, on screen: ScreenID) async {
        let node = runtime.render(screen)
        guard case .screen(let content) = node.content, case .textField(let field)? = content.body.first?.content,
            let onSubmit = field.onSubmit
        else {
            Issue.record("the search screen has no search bar with onSubmit")
            return
        }
        await runtime.perform(onSubmit, on: screen)
    }

    @Test func aScreenWithoutRequestsIsIdle() async throws {
        let runtime = try runtime()
        await runtime.start()
        #expect(runtime.requestPhase(of: try #require(runtime.activeScreen)) == .idle)
    }

    /// A started runtime whose search for "radiolab" went to `source`.
    private func searched(with source: StubDataSource) async throws -> (AppRuntime, ScreenID) {
        let runtime = try runtime()
        runtime.register(dataSource: source)
        await runtime.start()
        let screen = try #require(runtime.activeScreen)
        runtime.setValue("radiolab", at: try #require(BindingPath(dotted: "query")), screen: screen)
        await submit(runtime, on: screen)
        return (runtime, screen)
    }

    @Test func aFailedRequestIsReportedWithItsKeyAndError() async throws {
        let (runtime, screen) = try await searched(with: StubDataSource(["/search": .failure(offline)]))

        #expect(runtime.requestPhase(of: screen) == .failed(resultKey: "results", error: offline))
        #expect(runtime.screen(screen)?.requests["results"] == .failed(offline))
    }

    @Test func retrySendsTheSameRequestAgainAndClearsTheFailure() async throws {
        let source = StubDataSource(["/search": .failure(offline)])
        let (runtime, screen) = try await searched(with: source)
        // The query changes after the failure; a retry repeats what failed, not a new search.
        runtime.setValue("other", at: try #require(BindingPath(dotted: "query")), screen: screen)
        source.setResponse("/search", .success(["resultCount": 1]))

        await runtime.retry("results", on: screen)

        #expect(source.recorded.map(\.params) == [["term": "radiolab"], ["term": "radiolab"]])
        #expect(runtime.requestPhase(of: screen) == .idle)
        #expect(runtime.screen(screen)?.state["results"] == ["resultCount": 1])
    }

    @Test func retryWithoutARequestIsAnIssue() async throws {
        let runtime = try runtime()
        await runtime.start()
        let screen = try #require(runtime.activeScreen)

        await runtime.retry("results", on: screen)

        #expect(runtime.issues.map(\.message) == ["there is no request for 'results' to retry"])
    }

    @Test func aRunningRequestReadsAsLoading() async throws {
        let gate = GatedDataSource()
        let runtime = try runtime()
        runtime.register(dataSource: gate)
        await runtime.start()
        let screen = try #require(runtime.activeScreen)

        let search = Task { await submit(runtime, on: screen) }
        await gate.waitUntilCalled()
        #expect(runtime.requestPhase(of: screen) == .loading)
        gate.open(with: ["resultCount": 0])
        await search.value

        #expect(runtime.requestPhase(of: screen) == .idle)
    }
}

/// A data source whose answer waits until the test opens it, to observe the loading phase.
final class GatedDataSource: DataSource, @unchecked Sendable {
    private let lock = NSLock()
    private var answer: CheckedContinuation<JSONValue, Never>?
    private var called: CheckedContinuation<Void, Never>?
    private var wasCalled = false

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        await withCheckedContinuation { continuation in
            let waiter: CheckedContinuation<Void, Never>? = lock.withLock {
                answer = continuation
                wasCalled = true
                defer { called = nil }
                return called
            }
            waiter?.resume()
        }
    }

    func waitUntilCalled() async {
        await withCheckedContinuation { continuation in
            let already = lock.withLock {
                if wasCalled { return true }
                called = continuation
                return false
            }
            if already { continuation.resume() }
        }
    }

    func open(with value: JSONValue) {
        let continuation = lock.withLock {
            defer { answer = nil }
            return answer
        }
        continuation?.resume(returning: value)
    }
}
