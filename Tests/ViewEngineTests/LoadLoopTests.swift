import Foundation
import Testing

@testable import ViewEngine

/// Screens whose `onLoad` actions load one another: validation names the circle, and a running
/// app stops it at ``LoadNesting/limit`` instead of recursing until memory runs out.
@MainActor
struct LoadLoopTests {
    static let app = #"{"root": "home"}"#

    static func screen(onLoad: String) -> String {
        #"{"type": "screen", "props": {"title": "T", "onLoad": \#(onLoad)}, "children": [{"type": "text", "content": "T"}]}"#
    }

    static let navigateTo = { (name: String) in #"{"actionType": "navigate", "screen": "\#(name)"}"# }

    func validate(_ files: [String: String]) -> [Diagnostic] {
        let bundle = BundleLoader().load(files: files.mapValues { Data($0.utf8) })
        return BundleValidator().validate(bundle).all.filter { $0.code == .onLoadCycle }
    }

    @Test func aReloadingOnLoadIsStoppedOnceAndReported() async throws {
        let files = ["app.json": Self.app, "screens/home.json": Self.screen(onLoad: #"{"actionType": "reload"}"#)]
        let runtime = try makeRuntime(files)
        await runtime.start()
        #expect(runtime.issues.map(\.code) == [.actionFailed])
        #expect(runtime.issues.first?.message.contains("loop that never ends") == true)
        #expect(runtime.issues.first?.file == "screens/home.json")

        let found = validate(files)
        #expect(found.map(\.message) == ["screens' onLoad actions load one another forever: home → home"])
        #expect(found.first?.file == "screens/home.json")
        #expect(found.first?.path?.description == "$.props.onLoad")
        #expect(found.first?.severity == .error)
    }

    @Test func onLoadsThatFanOutStopAfterTheBudgetOfOneLoad() async throws {
        // Each load reloads three times: sixteen levels deep that would be 3^16 loads.
        let onLoad = #"""
            {"actionType": "parallel", "actions": [{"actionType": "increment", "key": "env.loads"},
              {"actionType": "reload"}, {"actionType": "reload"}, {"actionType": "reload"}]}
            """#
        let files = ["app.json": #"{"root": "home", "state": {"loads": 0}}"#, "screens/home.json": Self.screen(onLoad: onLoad)]
        let runtime = try makeRuntime(files)
        await runtime.start()
        #expect(runtime.appState["loads"] == .number(Double(LoadNesting.budgetPerLoad)), "each load counts once, the first included")
        #expect(runtime.issues.map(\.code) == [.actionFailed], "reported once")
        #expect(runtime.issues.first?.message.hasPrefix("one screen's load led to 64 loads through onLoad actions") == true, "\(runtime.issues)")
    }

    @Test func twoScreensThatNavigateToEachOtherStopAtTheLimit() async throws {
        let files = [
            "app.json": Self.app,
            "screens/home.json": Self.screen(onLoad: Self.navigateTo("away")),
            "screens/away.json": Self.screen(onLoad: #"{"actionType": "sequence", "actions": [\#(Self.navigateTo("home"))]}"#),
        ]
        let runtime = try makeRuntime(files)
        await runtime.start()
        #expect(runtime.issues.count == 1)
        // Each onLoad that ran pushed the next screen; the last one pushed did not load.
        #expect(runtime.stack(at: .tab(0))?.screens.count == LoadNesting.limit + 1)
        let found = validate(files)
        #expect(found.map(\.message) == ["screens' onLoad actions load one another forever: away → home → away"])
        // At the action that closes the circle found from `away`: home's navigate back to it.
        #expect(found.first?.file == "screens/home.json")
        #expect(found.first?.path?.description == "$.props.onLoad")
    }

    @Test func aChainThatEndsLoadsEveryScreenWithoutAnIssue() async throws {
        let files = [
            "app.json": Self.app,
            "screens/home.json": Self.screen(onLoad: Self.navigateTo("middle")),
            "screens/middle.json": Self.screen(onLoad: #"{"actionType": "present", "screen": "last"}"#),
            "screens/last.json": Self.screen(onLoad: #"{"actionType": "setState", "key": "seen", "value": true}"#),
        ]
        let runtime = try makeRuntime(files)
        await runtime.start()
        #expect(runtime.issues.isEmpty)
        #expect(runtime.stack(at: .tab(0))?.screens.count == 2)
        #expect(runtime.stack(at: .sheet(0))?.screens.count == 1)
        #expect(validate(files).isEmpty)
    }

    @Test func aReloadAfterGoingBackIsNoCircle() {
        // The reload runs against the screen shown after `back`, not against `detail` again.
        let files = [
            "app.json": Self.app, "screens/home.json": plainScreen("Home"),
            "screens/detail.json": Self.screen(onLoad: #"{"actionType": "sequence", "actions": [{"actionType": "back"}, {"actionType": "reload"}]}"#),
        ]
        #expect(validate(files).isEmpty)
        let reloadFirst = files.merging(
            ["screens/detail.json": Self.screen(onLoad: #"{"actionType": "sequence", "actions": [{"actionType": "reload"}, {"actionType": "back"}]}"#)]
        ) { $1 }
        #expect(validate(reloadFirst).map(\.message) == ["screens' onLoad actions load one another forever: detail → detail"])
    }
}
