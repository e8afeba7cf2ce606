#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `text_field` and `search_bar`: the text is read from the render tree and every edit is
/// written back to the state store at the node's binding, so JSON sees it as `$.<binding>`;
/// the return key runs `onSubmit`.
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
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 8)
            .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
        } else {
            input
        }
    }

    @ViewBuilder private var input: some View {
        if field.isSecure {
            SecureField(field.placeholder, text: text)
                .onSubmit { scope?.perform(field.onSubmit) }
        } else {
            TextField(field.placeholder, text: text)
                .onSubmit { scope?.perform(field.onSubmit) }
        }
    }

    private var text: Binding<String> {
        scope.binding(field.text, at: field.binding) { .string($0) }
    }
}
#endif
