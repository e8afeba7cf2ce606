#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text`. Shown verbatim: the content is data (a podcast title may contain `*` or look like
/// a localization key), never Markdown or a key to look up.
struct TextNodeView: View {
    let text: RenderNode.Text

    var body: some View {
        Text(verbatim: text.content)
            .lineLimit(text.lineLimit)
    }
}
#endif
