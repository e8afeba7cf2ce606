#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text`. Shown verbatim: the content is data (a podcast title may contain `*` or look like
/// a localization key), never Markdown or a key to look up.
struct TextNodeView: View {
    let text: RenderNode.Text
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        // Accessibility sizes lift line limits, so large text wraps instead of being cut (as the web renderer does).
        marked.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : text.lineLimit)
    }

    /// The content with its marks (a search's words) in bold, one `Text` so it wraps as one.
    private var marked: Text {
        guard !text.marks.isEmpty else { return Text(verbatim: text.content) }
        var result = Text(verbatim: "")
        var position = text.content.startIndex
        for mark in text.marks {
            result = result + Text(verbatim: String(text.content[position..<mark.lowerBound])) + Text(verbatim: String(text.content[mark])).bold()
            position = mark.upperBound
        }
        return result + Text(verbatim: String(text.content[position...]))
    }
}
#endif
