import Foundation
import RemoteBundle
import Testing
import ViewEngine

/// A verified update reaches the screen at the next navigation or when the host asks, never
/// under a sheet, with the user's tabs and stacks carried over to the successor runtime.
@MainActor
@Suite struct RemoteAppUpdatesTests {
    /// Two tabs (home, more); `detail` is pushed on home, `sheet` is presented by `opener`.
    static func tabbedFiles(title: String, withDetail: Bool = true) -> [String: Data] {
        var files = [
            "app.json": Data(#"{"name": "Demo", "root": {"type": "tab_view", "props": {"tabs": [{"title": "Home", "screen": "home"}, {"title": "More", "screen": "more"}]}}}"#.utf8),
            "screens/home.json": Data(#"{"type": "screen", "props": {"title": "\#(title)"}}"#.utf8),
            "screens/more.json": Data(#"{"type": "screen", "props": {"title": "More"}}"#.utf8),
            "screens/opener.json": Data(#"{"type": "screen", "props": {"title": "Opener", "onLoad": {"actionType": "present", "screen": "sheet"}}}"#.utf8),
            "screens/sheet.json": Data(#"{"type": "screen", "props": {"title": "Sheet"}}"#.utf8),
        ]
        if withDetail {
            files["screens/detail.json"] = Data(#"{"type": "screen", "props": {"title": "Detail"}}"#.utf8)
        }
        return files
    }

    static func runtime(_ bundle: AppBundle) -> AppRuntime {
        AppRuntime(bundle: bundle, environment: EvaluationEnvironment(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))
    }

    /// The screen names on each tab's stack.
    static func stacks(_ runtime: AppRuntime) -> [[String]] {
        runtime.tabs.map { $0.stack.screens.compactMap { runtime.screen($0)?.name } }
    }

    static func homeTitle(_ runtime: AppRuntime) -> String? {
        runtime.bundle.screens["home"].flatMap(RemoteFixture.title)
    }

    /// A fixture that has published `files` as version 1, its loader's updates (refresh on
    /// launch only), and a runtime started on the shipped bundle.
    func started(_ files: [String: Data]) async throws -> (RemoteFixture, RemoteAppUpdates, AppRuntime) {
        let fixture = try RemoteFixture()
        try fixture.publish(files, version: "1")
        let updates = RemoteAppUpdates(loader: fixture.loader(), schedule: RefreshSchedule(onLaunch: true, interval: nil))
        let shown = Self.runtime(updates.loader.launched.bundle)
        await shown.start()
        return (fixture, updates, shown)
    }

    /// ``started(_:)`` with version 1 (tabbed) already swapped in.
    func onVersionOne() async throws -> (RemoteFixture, RemoteAppUpdates, AppRuntime) {
        let (fixture, updates, shipped) = try await started(Self.tabbedFiles(title: "one"))
        await updates.keepUpdated()
        let first = try #require(await updates.successor(of: shipped, runtime: { $0 }, make: Self.runtime))
        return (fixture, updates, first)
    }

    @Test func aDownloadedUpdateWaitsThenComesWithTheUsersStacks() async throws {
        let (fixture, updates, shipped) = try await started(Self.tabbedFiles(title: "one"))
        defer { fixture.cleanUp() }
        // The shipped bundle has no tabs; start from version 1 to carry tabs over to version 2.
        await updates.keepUpdated()
        #expect(updates.updateWaiting)
        #expect(updates.shownVersion == nil)
        let first = try #require(await updates.successor(of: shipped, runtime: { $0 }, make: Self.runtime))
        #expect(updates.shownVersion == "1")
        #expect(Self.homeTitle(first) == "one")

        await first.show("detail")
        await first.selectTab(1)
        try fixture.publish(Self.tabbedFiles(title: "two"), version: "2")
        #expect(await updates.refreshNow() == .downloaded(version: "2", filesFetched: 1, filesReused: 5))
        #expect(updates.updateWaiting)
        // Until the renderer asks (at a navigation), the screen keeps version 1.
        #expect(updates.shownVersion == "1")
        let second = try #require(await updates.successor(of: first, runtime: { $0 }, make: Self.runtime))
        #expect(Self.homeTitle(second) == "two")
        #expect(Self.stacks(second) == [["home", "detail"], ["more"]])
        #expect(second.selectedTab == 1)
        #expect(second.screen(try #require(second.activeScreen))?.didLoad == true)
        #expect(updates.shownVersion == "2")
        #expect(!updates.updateWaiting)
        // Nothing waits any more: no successor.
        #expect(await updates.successor(of: second, runtime: { $0 }, make: Self.runtime) == nil)
    }

    @Test func noSwapUnderASheetUnlessTheHostForcesIt() async throws {
        let (fixture, updates, first) = try await onVersionOne()
        defer { fixture.cleanUp() }
        await first.show("opener")
        #expect(first.sheets.count == 1)
        try fixture.publish(Self.tabbedFiles(title: "two"), version: "2")
        await updates.refreshNow()
        #expect(await updates.successor(of: first, runtime: { $0 }, make: Self.runtime) == nil)
        #expect(updates.updateWaiting)
        let forced = try #require(await updates.successor(of: first, runtime: { $0 }, make: Self.runtime, force: true))
        #expect(Self.stacks(forced) == [["home", "opener"], ["more"]])
        // Sheets are not carried; the opener, loaded afresh, presents its own again.
        #expect(forced.sheets.count == 1)
        #expect(forced.sheets.first?.top.flatMap { forced.screen($0)?.name } == "sheet")
        #expect(Self.homeTitle(forced) == "two")
    }

    @Test func aStackStopsAtTheFirstScreenTheUpdateRemoved() async throws {
        let (fixture, _, first) = try await onVersionOne()
        defer { fixture.cleanUp() }
        await first.show("detail")
        await first.show("more")
        let carried = CarriedNavigation(first)
        let without = Self.runtime(BundleLoader().load(files: Self.tabbedFiles(title: "two", withDetail: false), name: "Demo"))
        await without.start()
        let dropped = await carried.restore(into: without)
        #expect(dropped.map(\.name) == ["detail", "more"])
        #expect(Self.stacks(without) == [["home"], ["more"]])
    }

    @Test func aNavigationDuringTheBuildIsFollowed() async throws {
        let (fixture, updates, first) = try await onVersionOne()
        defer { fixture.cleanUp() }
        await first.show("detail")
        try fixture.publish(Self.tabbedFiles(title: "two"), version: "2")
        await updates.refreshNow()
        var builds = 0
        let next = try #require(
            await updates.successor(of: first, runtime: { $0 }) { bundle in
                builds += 1
                // The user taps Back while the successor is being built.
                if builds == 1 { first.goBack() }
                return Self.runtime(bundle)
            })
        #expect(builds == 2)
        #expect(Self.stacks(next) == [["home"], ["more"]])
    }
}
