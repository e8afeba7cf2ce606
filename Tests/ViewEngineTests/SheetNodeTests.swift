import Testing
import TestSupport

@testable import ViewEngine

/// The spec's `sheet`: `content` alone, shown by a `present` action that names it.
@MainActor
struct SheetNodeTests {
    private let screen = #"""
        {"type": "screen", "children": [
            {"type": "button", "label": "Show", "action": {"actionType": "present", "screen": "sheet"}},
            {"type": "sheet", "content": {"type": "vstack", "children": [
                {"type": "text", "content": "Inside"},
                {"type": "button", "label": "Close", "action": {"actionType": "dismiss"}}]}}]}
        """#

    private func sheet(_ runtime: AppRuntime, _ id: ScreenID) -> RenderNode.Sheet? {
        runtime.render(id).sheets.first
    }

    @Test func theSpecsSheetWithOnlyContentValidatesAndAPresentActionShowsIt() async throws {
        let runtime = try makeRuntime(["app.json": #"{"root": "main"}"#, "main.json": screen])
        await runtime.start()
        let id = try #require(runtime.activeScreen)
        #expect(sheet(runtime, id)?.isPresented == false)
        #expect(sheet(runtime, id)?.content == nil)

        await runtime.perform(bound(.present(screen: "sheet", params: nil)), on: id)

        let shown = try #require(sheet(runtime, id))
        #expect(shown.isPresented)
        #expect(shown.content?.texts == ["Inside", "Close"])
        #expect(runtime.issues.isEmpty, "\(runtime.issues)")

        await runtime.perform(bound(.dismiss), on: id)
        #expect(sheet(runtime, id)?.isPresented == false)
        #expect(runtime.activeScreen == id, "dismissing the sheet does not pop the screen")
    }

    @Test func aPresentNamingNeitherAScreenNorASheetIsStillAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("app.json", #"{"root": "main"}"#)
        try folder.write(
            "main.json",
            #"{"type": "screen", "children": [{"type": "button", "label": "x", "action": {"actionType": "present", "screen": "shet"}}, {"type": "sheet", "content": {"type": "text", "content": "x"}}]}"#)
        let diagnostics = BundleValidator().validate(try BundleLoader().load(folder: folder.url))
        #expect(diagnostics.all.contains { $0.code == .unknownScreen && $0.message.contains("shet") }, "\(diagnostics.all)")
        #expect(diagnostics.codes.filter { $0 == .unknownScreen }.count == 1, "the sheet's own name is known: \(diagnostics.all)")
    }
}
