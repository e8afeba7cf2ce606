#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// What the controls backed by UIKit/AppKit views draw inside a share snapshot
/// (``NodeSnapshot``): `ImageRenderer` draws only what SwiftUI renders itself, and would show
/// a text field, toggle, slider, picker, scroll view or `List` as a placeholder. Each stand-in
/// shows the same value with shapes and text, close to the control's look; none is
/// interactive (a snapshot is a picture).
enum SnapshotStandIn {
    /// A toggle's label and a drawn switch in its state.
    struct Toggle: View {
        let toggle: RenderNode.Toggle

        var body: some View {
            HStack {
                if !toggle.label.isEmpty { Text(verbatim: toggle.label) }
                Spacer(minLength: 8)
                Capsule()
                    .fill(toggle.isOn ? Color.green : Color.secondary.opacity(0.3))
                    .frame(width: 51, height: 31)
                    .overlay(alignment: toggle.isOn ? .trailing : .leading) {
                        Circle().fill(Color.white).padding(2)
                    }
            }
        }
    }

    /// A field's text, or its placeholder in the secondary colour; secure text as dots.
    struct TextField: View {
        let field: RenderNode.TextField

        var body: some View {
            Group {
                if field.text.isEmpty {
                    Text(verbatim: field.placeholder).foregroundStyle(.secondary)
                } else {
                    Text(verbatim: field.isSecure ? String(repeating: "•", count: field.text.count) : field.text)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 10)
            .padding(.vertical, 8)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
        }
    }

    /// A slider's track filled up to its value.
    struct Slider: View {
        let slider: RenderNode.Slider

        var body: some View {
            let fraction = (slider.value - slider.minimum) / (slider.maximum - slider.minimum)
            Capsule()
                .fill(Color.secondary.opacity(0.3))
                .frame(height: 4)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule().fill(Color.accentColor)
                            .frame(width: proxy.size.width * CGFloat(min(1, max(0, fraction))))
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
        }
    }

    /// A picker's label and its chosen option's title (nothing chosen: no title).
    struct Picker: View {
        let picker: RenderNode.Picker

        var body: some View {
            HStack {
                Text(verbatim: picker.label ?? "")
                Spacer(minLength: 8)
                if let index = picker.selectedIndex {
                    Text(verbatim: picker.options[index].title).foregroundStyle(.secondary)
                }
            }
        }
    }
}
#endif
