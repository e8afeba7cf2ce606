#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `sheet`: draws nothing where it stands. The node registers with its screen's one presenter
/// (``ScreenSheets``, which finds it through ``ViewEngine/RenderNode/sheets``), so a sheet never
/// hangs on a view that scrolls away or is recycled, and never competes with another
/// presentation on the same screen.
struct SheetNodeView: View {
    let sheet: RenderNode.Sheet

    var body: some View {
        EmptyView()
    }
}
#endif
