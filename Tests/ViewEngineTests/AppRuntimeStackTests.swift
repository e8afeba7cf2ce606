import Testing

@testable import ViewEngine

/// Pops and dismissals reported by a native navigation stack (swipe back, swipe down).
@MainActor
struct AppRuntimeStackTests {
    private let app = #"""
        {"root": {"type": "tab_view", "props": {"tabs": [
            {"title": "One", "screen": "one"}, {"title": "Two", "screen": "two"}]}}}
        """#

    private func runtime() throws -> AppRuntime {
        try makeRuntime([
            "app.json": app, "one.json": plainScreen("One"), "two.json": plainScreen("Two"), "detail.json": plainScreen("Detail"),
        ])
    }

    @Test func popToDepthDiscardsTheScreensAbove() async throws {
        let runtime = try runtime()
        await runtime.start()
        let first = try #require(await runtime.show("detail"))
        let second = try #require(await runtime.show("detail"))
        let third = try #require(await runtime.show("detail"))
        #expect(runtime.stack(at: .tab(0))?.screens.count == 4)

        runtime.pop(.tab(0), toDepth: 2)

        #expect(runtime.stack(at: .tab(0))?.screens.dropFirst().first == first)
        #expect(runtime.stack(at: .tab(0))?.screens.count == 2)
        #expect(runtime.screen(second) == nil)
        #expect(runtime.screen(third) == nil)
    }

    @Test func popNeverRemovesTheRoot() async throws {
        let runtime = try runtime()
        await runtime.start()
        await runtime.show("detail")
        let root = runtime.stack(at: .tab(0))?.root

        runtime.pop(.tab(0), toDepth: 0)

        #expect(runtime.stack(at: .tab(0))?.screens == [root].compactMap { $0 })
    }

    @Test func popActsOnTheNamedTabOnly() async throws {
        let runtime = try runtime()
        await runtime.start()
        await runtime.show("detail")
        await runtime.selectTab(1)
        await runtime.show("detail")

        runtime.pop(.tab(0), toDepth: 1)

        #expect(runtime.stack(at: .tab(0))?.screens.count == 1)
        #expect(runtime.stack(at: .tab(1))?.screens.count == 2)
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() async throws {
        let runtime = try runtime()
        await runtime.start()
        let root = try #require(runtime.stack(at: .tab(0))?.root)
        let detail = try #require(await runtime.show("detail"))
        await runtime.show("detail")

        #expect(runtime.tapTab(0))

        #expect(runtime.selectedTab == 0)
        #expect(runtime.stack(at: .tab(0))?.screens == [root])
        #expect(runtime.screen(detail) == nil)
    }

    @Test func tappingAnotherTabSwitchesAndKeepsBothStacks() async throws {
        let runtime = try runtime()
        await runtime.start()
        await runtime.show("detail")

        #expect(runtime.tapTab(1))

        #expect(runtime.selectedTab == 1)
        #expect(runtime.stack(at: .tab(0))?.screens.count == 2)
        #expect(!runtime.tapTab(7))
        #expect(runtime.selectedTab == 1)
    }

    @Test func popInASheetKeepsTheSheet() async throws {
        let runtime = try runtime()
        await runtime.start()
        await runtime.perform(bound(.present(screen: "detail", params: nil)), on: try #require(runtime.activeScreen))
        await runtime.show("detail")
        #expect(runtime.stack(at: .sheet(0))?.screens.count == 2)

        runtime.pop(.sheet(0), toDepth: 1)

        #expect(runtime.sheets.count == 1)
        #expect(runtime.stack(at: .sheet(0))?.screens.count == 1)
    }

    @Test func unknownLocationsAreIgnored() async throws {
        let runtime = try runtime()
        await runtime.start()
        #expect(runtime.stack(at: .tab(7)) == nil)
        #expect(runtime.stack(at: .sheet(0)) == nil)
        runtime.pop(.sheet(3), toDepth: 1)
        #expect(runtime.stack(at: .tab(0))?.screens.count == 1)
    }

    @Test func dismissSheetsKeepingClosesTheOnesAbove() async throws {
        let runtime = try runtime()
        await runtime.start()
        let home = try #require(runtime.activeScreen)
        await runtime.perform(bound(.present(screen: "detail", params: nil)), on: home)
        let firstSheetRoot = try #require(runtime.activeScreen)
        await runtime.perform(bound(.present(screen: "detail", params: nil)), on: firstSheetRoot)
        let secondSheetRoot = try #require(runtime.activeScreen)
        #expect(runtime.sheets.count == 2)

        runtime.dismissSheets(keeping: 1)

        #expect(runtime.sheets.count == 1)
        #expect(runtime.screen(secondSheetRoot) == nil)
        #expect(runtime.activeScreen == firstSheetRoot)

        runtime.dismissSheets(keeping: 0)
        #expect(runtime.sheets.isEmpty)
        #expect(runtime.activeScreen == home)
    }
}
