#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text_field` and `search_bar`: the text is read from the render tree and every edit is
/// written back to the state store at the node's binding, so JSON sees it as `$.<binding>`,
/// then `onChange` runs; the return key runs `onSubmit`. A search bar looks like `.searchable`'s field: a magnifying
/// glass before the text and a clear button after it while there is text.
struct TextFieldNodeView: View {
    let field: RenderNode.TextField
    @Environment(\.screenScope) private var scope

    var body: some View {
        drawn.drawnInSnapshots(as: SnapshotStandIn.TextField(field: field))
    }

    @ViewBuilder private var drawn: some View {
        if field.isSearch {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                    .accessibilityHidden(true)
                input
                    .submitLabel(.search)
                    .autocorrectionDisabled()
                if !field.text.isEmpty { clearButton }
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 8)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
        } else {
            input
        }
    }

    /// `.searchable`'s clear button: empties the query (written back like any edit).
    private var clearButton: some View {
        Button { text.wrappedValue = "" } label: {
            Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Text(verbatim: "Clear text"))
    }

    @ViewBuilder private var input: some View {
        if field.isSecure {
            SecureField(field.placeholder, text: text)
                .onSubmit { scope?.perform(field.onSubmit) }
        } else if let format = field.numberFormat {
            NumberFieldView(field: field, format: format)
        } else {
            TextField(field.placeholder, text: text)
                .onSubmit { scope?.perform(field.onSubmit) }
        }
    }

    private var text: Binding<String> {
        scope.binding(field.text, at: field.binding, onChange: field.onChange) { .string($0) }
    }
}
#endif
