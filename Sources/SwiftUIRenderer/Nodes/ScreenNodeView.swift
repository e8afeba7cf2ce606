#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `screen`: its body top-aligned in the available space, its title in the navigation bar and
/// its toolbar nodes as trailing bar items. A `scrollTo` action scrolls whichever scroll view
/// of the screen holds the node it names.
struct ScreenNodeView: View {
    let screen: RenderNode.Screen

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) { ChildNodes(nodes: screen.body) }
                .modifier(ScrollRequestModifier(request: screen.scrollRequest, proxy: proxy))
        }
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

/// Large or inline navigation titles where UIKit draws the navigation bar (iOS, iPadOS, Mac
/// Catalyst, visionOS). macOS has no title display modes: there the title shows as it is.
/// Guarded by `canImport(UIKit)`, which the Linux type-check's iOS and macOS paths both see
/// (see README.md, "Platform guards").
struct TitleDisplayModeModifier: ViewModifier {
    let mode: RenderNode.Screen.TitleDisplayMode

    func body(content: Content) -> some View {
        #if canImport(UIKit)
        switch mode {
        case .large: content.navigationBarTitleDisplayMode(.large)
        case .inline: content.navigationBarTitleDisplayMode(.inline)
        case .automatic: content.navigationBarTitleDisplayMode(.automatic)
        }
        #else
        content
        #endif
    }
}
#endif
