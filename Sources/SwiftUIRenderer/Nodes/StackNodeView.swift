#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `vstack`, `hstack`, `zstack` and their lazy forms.
struct StackNodeView: View {
    let stack: RenderNode.Stack

    var body: some View {
        let spacing = stack.spacing.map { CGFloat($0) }
        switch (stack.layout, stack.isLazy) {
        case (.vertical, false):
            VStack(alignment: stack.alignment.horizontal.swiftUI, spacing: spacing) { ChildNodes(nodes: stack.children) }
                .environment(\.rowSeparatorEdge, .top)
        case (.vertical, true):
            LazyVStack(alignment: stack.alignment.horizontal.swiftUI, spacing: spacing) { ChildNodes(nodes: stack.children) }
                .environment(\.rowSeparatorEdge, .top)
        case (.horizontal, false):
            HStack(alignment: stack.alignment.vertical.swiftUI, spacing: spacing) { ChildNodes(nodes: stack.children) }
                .environment(\.rowSeparatorEdge, .leading)
        case (.horizontal, true):
            LazyHStack(alignment: stack.alignment.vertical.swiftUI, spacing: spacing) { ChildNodes(nodes: stack.children) }
                .environment(\.rowSeparatorEdge, .leading)
        case (.depth, _):
            ZStack(alignment: stack.alignment.swiftUI) { ChildNodes(nodes: stack.children) }
                .environment(\.rowSeparatorEdge, nil)
        }
    }
}
#endif
