#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `scroll`: a ScrollView along one axis, its children stacked along it. In a share snapshot
/// (which `ImageRenderer` cannot scroll, and would draw as a placeholder) the stack is drawn
/// alone.
struct ScrollNodeView: View {
    let scroll: RenderNode.Scroll
    @Environment(\.isDrawingSnapshot) private var isDrawingSnapshot

    var body: some View {
        let spacing = scroll.spacing.map { CGFloat($0) }
        switch scroll.axis {
        case .vertical:
            scrolling(.vertical) {
                VStack(alignment: scroll.alignment.horizontal.swiftUI, spacing: spacing) { ChildNodes(nodes: scroll.children) }
                    // Full width, so leading-aligned content starts at the edge rather than
                    // being centred as a narrow column.
                    .frame(maxWidth: .infinity, alignment: scroll.alignment.swiftUI)
            }
            .environment(\.rowSeparatorEdge, .top)
        case .horizontal:
            scrolling(.horizontal) {
                HStack(alignment: scroll.alignment.vertical.swiftUI, spacing: spacing) { ChildNodes(nodes: scroll.children) }
            }
            .environment(\.rowSeparatorEdge, .leading)
        }
    }

    @ViewBuilder private func scrolling(_ axis: Axis.Set, @ViewBuilder content: () -> some View) -> some View {
        if isDrawingSnapshot {
            content()
        } else {
            ScrollView(axis) { content() }
                .scrollIndicators(scroll.showsIndicators ? .automatic : .hidden)
                .environment(\.isInsideScrollView, true)
        }
    }
}
#endif
