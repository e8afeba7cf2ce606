#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `share_link`: a `ShareLink` for the text, with the title as subject. When the node names a
/// snapshot, the node with that id on the same screen is drawn to an image (``SnapshotImage``)
/// and shared with the text as its message.
struct ShareLinkNodeView: View {
    let share: RenderNode.ShareLink
    @Environment(\.screenScope) private var scope
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        if let image = snapshot {
            ShareLink(
                item: image, subject: subject, message: Text(verbatim: share.text),
                preview: SharePreview(share.title ?? share.text, image: image)
            ) { label }
        } else {
            ShareLink(item: share.text, subject: subject) { label }
        }
    }

    private var subject: Text? {
        share.title.map { Text(verbatim: $0) }
    }

    @ViewBuilder private var label: some View {
        if let node = share.label {
            NodeView(node)
        } else {
            Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// Drawn whenever the screen is (its state changed), so the image shows what the screen
    /// shows; nil when the node is not on the screen or the platform cannot draw images.
    private var snapshot: Image? {
        guard let id = share.snapshotID, let node = scope?.root?.firstNode(withID: id) else { return nil }
        return SnapshotImage.render(node, scope: scope, scale: displayScale)
    }
}
#endif
