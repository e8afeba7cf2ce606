#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `screen`: its body top-aligned in the available space, its title in the navigation bar and
/// its toolbar nodes as trailing bar items.
struct ScreenNodeView: View {
    let screen: RenderNode.Screen

    var body: some View {
        VStack(spacing: 0) { ChildNodes(nodes: screen.body) }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .navigationTitle(Text(verbatim: screen.title ?? ""))
            .modifier(TitleDisplayModeModifier(mode: screen.titleDisplayMode))
            .toolbar {
                if !screen.toolbar.isEmpty {
                    ToolbarItemGroup(placement: .primaryAction) { ChildNodes(nodes: screen.toolbar) }
                }
            }
    }
}

/// Large or inline navigation titles. macOS has no title display modes; everywhere else the
/// modifier applies (the Linux type-check sees it too).
struct TitleDisplayModeModifier: ViewModifier {
    let mode: RenderNode.Screen.TitleDisplayMode

    func body(content: Content) -> some View {
        #if os(macOS)
        content
        #else
        switch mode {
        case .large: content.navigationBarTitleDisplayMode(.large)
        case .inline: content.navigationBarTitleDisplayMode(.inline)
        case .automatic: content.navigationBarTitleDisplayMode(.automatic)
        }
        #endif
    }
}
#endif
