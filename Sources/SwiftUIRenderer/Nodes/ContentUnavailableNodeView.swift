#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `content_unavailable`: SwiftUI's `ContentUnavailableView` with the node's icon, title,
/// description and actions.
struct ContentUnavailableNodeView: View {
    let empty: RenderNode.ContentUnavailable

    var body: some View {
        ContentUnavailableView {
            if let symbol = empty.systemImage {
                Label(empty.title, systemImage: symbol)
            } else {
                Text(verbatim: empty.title)
            }
        } description: {
            if let description = empty.description { Text(verbatim: description) }
        } actions: {
            ChildNodes(nodes: empty.actions)
        }
    }
}
#endif
