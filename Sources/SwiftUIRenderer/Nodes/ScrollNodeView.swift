#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `scroll`: a ScrollView along one axis, its children stacked along it.
struct ScrollNodeView: View {
    let scroll: RenderNode.Scroll

    var body: some View {
        let spacing = scroll.spacing.map { CGFloat($0) }
        switch scroll.axis {
        case .vertical:
            ScrollView(.vertical) {
                VStack(alignment: scroll.alignment.horizontal.swiftUI, spacing: spacing) { ChildNodes(nodes: scroll.children) }
                    // Full width, so leading-aligned content starts at the edge rather than
                    // being centred as a narrow column.
                    .frame(maxWidth: .infinity, alignment: scroll.alignment.swiftUI)
            }
            .scrollIndicators(scroll.showsIndicators ? .automatic : .hidden)
            .environment(\.isInsideScrollView, true)
        case .horizontal:
            ScrollView(.horizontal) {
                HStack(alignment: scroll.alignment.vertical.swiftUI, spacing: spacing) { ChildNodes(nodes: scroll.children) }
            }
            .scrollIndicators(scroll.showsIndicators ? .automatic : .hidden)
            .environment(\.isInsideScrollView, true)
        }
    }
}
#endif
