#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `share_link`: a `ShareLink` for the text, with the title as subject. When the node names a
/// snapshot, the node with that id on the same screen is shared as an image, drawn only when
/// the share sheet asks for it (``NodeSnapshot``), with the text as its message.
struct ShareLinkNodeView: View {
    let share: RenderNode.ShareLink
    @Environment(\.screenScope) private var scope
    @Environment(\.displayScale) private var displayScale
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        if let snapshot {
            ShareLink(
                item: snapshot, subject: subject, message: Text(verbatim: share.text),
                preview: SharePreview(share.title ?? share.text)
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

    /// What would be drawn: nil when the snapshot node is not on the screen. Finding it is a
    /// walk of the resolved tree; nothing is drawn here.
    private var snapshot: NodeSnapshot? {
        guard let id = share.snapshotID, let node = scope?.root?.firstNode(withID: id) else { return nil }
        return NodeSnapshot(
            node: node, scope: scope, pixelWidth: share.snapshotPixelWidth,
            environment: .init(colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, locale: locale, layoutDirection: layoutDirection, displayScale: displayScale))
    }
}
#endif
