import Testing
import TestSupport

@testable import ViewEngine

@MainActor
@Suite struct RuntimeTests {
    func makeRuntime(source: StubDataSource = SampleData.source()) throws -> AppRuntime {
        let runtime = AppRuntime(bundle: try loadSampleBundle(), environment: .fixed())
        runtime.register(dataSource: source)
        return runtime
    }

    func screenBody(_ runtime: AppRuntime, _ id: ScreenID) -> RenderNode.Screen? {
        if case .screen(let screen) = runtime.render(id).content { return screen }
        return nil
    }

    @Test func startLoadsTheFirstTabWithItsOnLoad() async throws {
        let source = SampleData.source()
        let runtime = try makeRuntime(source: source)
        #expect(runtime.tabs.map(\.definition.screen) == ["browse", "favorites"])
        await runtime.start()
        let browse = try #require(runtime.activeScreen)
        #expect(runtime.screen(browse)?.state["status"]?["top"]?["state"] == "loaded")
        #expect(source.recorded == [DataRequest(endpoint: "/top", params: ["limit": 3])])
        let screen = try #require(screenBody(runtime, browse))
        #expect(screen.title == "Browse")
    }

    @Test func tabBarEvaluatesBadgesAgainstAppState() throws {
        let runtime = try makeRuntime()
        let bar = runtime.tabBar()
        #expect(bar.tabs.map(\.title) == ["Browse", "Favorites"])
        #expect(bar.tabs[1].badge == "2")
        #expect(bar.tabs[0].badge == nil)
    }

    @Test func navigatePushesWithParamsAndRunsOnLoad() async throws {
        let source = SampleData.source()
        let runtime = try makeRuntime(source: source)
        await runtime.start()
        let browse = try #require(runtime.activeScreen)
        let card = try firstTappable(in: runtime.render(browse))
        await runtime.perform(card, on: browse)
        let detail = try #require(runtime.activeScreen)
        #expect(detail != browse)
        #expect(runtime.screen(detail)?.name == "detail")
        #expect(runtime.screen(detail)?.params == ["podcastId": 11])
        #expect(source.recorded.last == DataRequest(endpoint: "/lookup", params: ["id": 11]))
        let screen = try #require(screenBody(runtime, detail))
        #expect(screen.title == "Hardcore History")
        let json = JSONWriter.string(runtime.render(detail).jsonValue())
        #expect(json.contains("\"2 episodes\""))
        #expect(json.contains("Oct 22, 2025"))
        #expect(json.contains("42:13"))
        #expect(json.contains("62:03"))
        runtime.goBack()
        #expect(runtime.activeScreen == browse)
        #expect(runtime.screen(detail) == nil)
    }

    @Test func presentAndDismissUseASheetWithItsOwnStack() async throws {
        let runtime = try makeRuntime()
        let detail = try #require(await runtime.show("detail", params: ["podcastId": 11]))
        await runtime.perform(try button("Info", in: runtime.render(detail)), on: detail)
        #expect(runtime.sheets.count == 1)
        let info = try #require(runtime.activeScreen)
        #expect(runtime.screen(info)?.params == ["text": "About 11"])
        await runtime.perform(try button("Close", in: runtime.render(info)), on: info)
        #expect(runtime.sheets.isEmpty)
        #expect(runtime.activeScreen == detail)
    }

    @Test func customEventsReachHandlersWithEvaluatedPayloads() async throws {
        let runtime = try makeRuntime()
        var received: [JSONObject] = []
        runtime.registerEventHandler("share") { payload in received.append(payload) }
        let detail = try #require(await runtime.show("detail", params: ["podcastId": 11]))
        await runtime.perform(try button("Share", in: runtime.render(detail)), on: detail)
        #expect(received == [["id": 11, "title": "Hardcore History"]])
    }

    @Test func missingHandlersAndUnknownScreensAreReportedNotFatal() async throws {
        let runtime = try makeRuntime()
        let detail = try #require(await runtime.show("detail", params: ["podcastId": 11]))
        await runtime.perform(try button("Share", in: runtime.render(detail)), on: detail)
        #expect(runtime.issues.map(\.code) == [.unhandledEvent])
        #expect(runtime.issues.map(\.message) == ["no handler is registered for the custom event 'share'"])
        await runtime.perform(BoundAction(action: Action(.navigate(screen: "nowhere", params: nil)), context: DataContext()), on: detail)
        #expect(runtime.issues.map(\.code) == [.unhandledEvent, .actionFailed])
        #expect(runtime.issues.last?.message == "unknown screen 'nowhere'")
        #expect(runtime.activeScreen == detail)
    }

    @Test func sequenceRunsInOrderAndLaterStepsSeeEarlierState() async throws {
        let source = SampleData.source()
        let runtime = try makeRuntime(source: source)
        await runtime.selectTab(1)
        let favorites = try #require(runtime.activeScreen)
        guard case .screen(let screen) = runtime.render(favorites).content, case .textField(let field) = screen.body[0].content else {
            Issue.record("no search field")
            return
        }
        runtime.setValue("history", at: field.binding, screen: favorites)
        #expect(runtime.screen(favorites)?.state["query"] == "history")
        guard case .screen(let updated) = runtime.render(favorites).content, case .textField(let refreshed) = updated.body[0].content,
            let submit = refreshed.onSubmit
        else {
            Issue.record("no submit action")
            return
        }
        #expect(refreshed.text == "history")
        await runtime.perform(submit, on: favorites)
        #expect(runtime.appState["lastQuery"] == "history")
        #expect(source.recorded.last == DataRequest(endpoint: "/search", params: ["term": "history"]))
        #expect(JSONWriter.string(runtime.render(favorites).jsonValue()).contains("Last: history"))
    }

    @Test func failedRequestsSetAnErrorStateAndReloadRetries() async throws {
        let source = StubDataSource(["/top": .failure(DataSourceError(.offline))])
        let runtime = try makeRuntime(source: source)
        await runtime.start()
        let browse = try #require(runtime.activeScreen)
        let status = runtime.screen(browse)?.state["status"]?["top"]
        #expect(status?["state"] == "failed")
        #expect(status?["error"]?["kind"] == "offline")
        #expect(status?["error"]?["retryable"] == true)
        let page = JSONWriter.string(runtime.render(browse).jsonValue())
        #expect(page.contains(DataSourceError.defaultMessage(.offline)))
        #expect(runtime.issues.count == 1)
        source.setResponse("/top", .success(SampleData.podcasts))
        await runtime.perform(try button("Try Again", in: runtime.render(browse)), on: browse)
        #expect(runtime.screen(browse)?.state["status"]?["top"]?["state"] == "loaded")
        #expect(JSONWriter.string(runtime.render(browse).jsonValue()).contains("Hardcore History"))
    }

    @Test func statusIsLoadingWhileARequestRuns() async throws {
        let gate = GateDataSource()
        let runtime = AppRuntime(bundle: try loadSampleBundle(), environment: .fixed())
        runtime.register(dataSource: gate)
        let task = Task { await runtime.start() }
        await gate.waitUntilRequested()
        let browse = try #require(runtime.activeScreen)
        #expect(runtime.screen(browse)?.state["status"]?["top"]?["state"] == "loading")
        #expect(JSONWriter.string(runtime.render(browse).jsonValue()).contains("\"progress\""))
        gate.open(with: SampleData.podcasts)
        await task.value
        #expect(runtime.screen(browse)?.state["status"]?["top"]?["state"] == "loaded")
    }

    @Test func setStateWritesScreenOrAppStateByPath() async throws {
        let runtime = try makeRuntime()
        let screen = try #require(await runtime.show("info"))
        let set = { (key: String, value: JSONValue) in
            BoundAction(action: Action(.setState(key: StateKey(BindingPath(dotted: key)!), value: .constant(value))), context: DataContext())
        }
        await runtime.perform(set("filters.genre", "History"), on: screen)
        await runtime.perform(set("env.favoriteCount", 5), on: screen)
        #expect(runtime.screen(screen)?.state["filters"] == ["genre": "History"])
        #expect(runtime.appState["favoriteCount"] == 5)
        #expect(runtime.tabBar().tabs[1].badge == "5")
    }

    @Test func dataSourceMissingIsAFailedStatus() async throws {
        let runtime = AppRuntime(bundle: try loadSampleBundle(), environment: .fixed())
        await runtime.start()
        let browse = try #require(runtime.activeScreen)
        #expect(runtime.screen(browse)?.state["status"]?["top"]?["state"] == "failed")
        #expect(runtime.issues.first?.code == .requestFailed)
        #expect(runtime.issues.first?.message == "no data source is registered as 'default'")
        // Reported at the `api` action that sent it: browse.json's onLoad.
        let issue = try #require(runtime.issues.first)
        #expect(issue.file == "screens/browse.json" && issue.location == SourceLocation(line: 5, column: 15), "\(issue)")
        #expect(issue.path?.description == "$.props.onLoad", "\(issue)")
        #expect(issue.description.hasPrefix("screens/browse.json:5:15: warning: no data source is registered as 'default' at $.props.onLoad"), "\(issue)")
    }

    @Test func aRetrysFailureIsReportedAtTheActionThatSentTheRequest() async throws {
        let runtime = AppRuntime(bundle: try loadSampleBundle(), environment: .fixed())
        runtime.register(dataSource: StubDataSource([:]))  // every endpoint fails
        await runtime.start()
        let browse = try #require(runtime.activeScreen)
        await runtime.retry("top", on: browse)
        #expect(runtime.issues.map(\.code) == [.requestFailed, .requestFailed], "\(runtime.issues)")
        for issue in runtime.issues {
            #expect(issue.file == "screens/browse.json" && issue.location == SourceLocation(line: 5, column: 15), "\(issue)")
        }
    }

    // MARK: Helpers

    func firstTappable(in node: RenderNode) throws -> BoundAction {
        var found: BoundAction?
        func visit(_ node: RenderNode) {
            if found != nil { return }
            if let tap = node.onTap {
                found = tap
                return
            }
            switch node.content {
            case .stack(let stack): stack.children.forEach(visit)
            case .scroll(let scroll): scroll.children.forEach(visit)
            case .list(let list): list.rows.resolveAll().forEach(visit)
            case .screen(let screen): screen.body.forEach(visit)
            default: break
            }
        }
        visit(node)
        return try #require(found)
    }

    func button(_ title: String, in node: RenderNode) throws -> BoundAction {
        var found: BoundAction?
        func visit(_ node: RenderNode) {
            switch node.content {
            case .button(let button):
                if case .text(let text) = button.label.content, text.content == title { found = button.action }
            case .stack(let stack): stack.children.forEach(visit)
            case .scroll(let scroll): scroll.children.forEach(visit)
            case .screen(let screen): screen.body.forEach(visit)
            default: break
            }
        }
        visit(node)
        return try #require(found, "no button '\(title)'")
    }
}

/// A data source that holds a request until the test opens it, to observe loading states.
final class GateDataSource: DataSource, @unchecked Sendable {
    private var continuation: CheckedContinuation<JSONValue, Never>?
    private var requested: CheckedContinuation<Void, Never>?
    private var didRequest = false

    func fetch(_ request: DataRequest) async throws -> JSONValue {
        await withCheckedContinuation { continuation in
            Task { @MainActor in
                self.continuation = continuation
                self.didRequest = true
                self.requested?.resume()
                self.requested = nil
            }
        }
    }

    @MainActor func waitUntilRequested() async {
        if didRequest { return }
        await withCheckedContinuation { requested = $0 }
    }

    @MainActor func open(with value: JSONValue) {
        continuation?.resume(returning: value)
        continuation = nil
    }
}

@MainActor
@Suite struct OverlappingRequestTests {
    /// Holds each request until the test releases it by its `term`.
    final class HeldSource: DataSource, @unchecked Sendable {
        private var waiting: [String: CheckedContinuation<JSONValue, Never>] = [:]

        func fetch(_ request: DataRequest) async throws -> JSONValue {
            let term = request.params["term"]?.stringValue ?? ""
            return await withCheckedContinuation { continuation in
                Task { @MainActor in self.waiting[term] = continuation }
            }
        }

        @MainActor func isWaiting(_ term: String) -> Bool { waiting[term] != nil }

        @MainActor func release(_ term: String) {
            waiting.removeValue(forKey: term)?.resume(returning: ["term": .string(term)])
        }
    }

    func search(_ term: String) -> BoundAction {
        let action = Action(.api(endpoint: .literal("/search"), params: .constant(["term": .string(term)]), resultKey: "results", source: nil))
        return BoundAction(action: action, context: DataContext())
    }

    @Test func anOlderAnswerArrivingLastDoesNotReplaceTheNewerOne() async throws {
        let source = HeldSource()
        let runtime = AppRuntime(bundle: try loadSampleBundle(), environment: .fixed())
        runtime.register(dataSource: source)
        let screen = try #require(await runtime.show("info"))
        let first = Task { await runtime.perform(search("first"), on: screen) }
        while !source.isWaiting("first") { await Task.yield() }
        let second = Task { await runtime.perform(search("second"), on: screen) }
        while !source.isWaiting("second") { await Task.yield() }
        source.release("second")
        await second.value
        #expect(runtime.screen(screen)?.state["results"] == ["term": "second"])
        source.release("first")
        await first.value
        #expect(runtime.screen(screen)?.state["results"] == ["term": "second"])
        #expect(runtime.screen(screen)?.state["status"]?["results"]?["state"] == "loaded")
    }
}
