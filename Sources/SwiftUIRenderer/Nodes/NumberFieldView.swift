#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A `text_field` with `"format": "number"`, as SwiftUI's `TextField(value:format:)` behaves:
/// what is typed stays as typed until return or leaving the field, then is read in the user's
/// locale (``NumberFieldFormat``) and written as a number; text that is no number puts back
/// the value the field had. Committing at every key would turn a half-typed `12,` into `12`.
struct NumberFieldView: View {
    let field: RenderNode.TextField
    let format: NumberFieldFormat
    @Environment(\.screenScope) private var scope
    /// What the field shows: the bound value as the locale writes it, or what is being typed.
    @State private var typed = ""
    /// What the field showed when editing began: only text the user changed is committed, so
    /// a value written meanwhile by something else (a Reset button) is not undone on leaving.
    @State private var editedFrom: String?
    @FocusState private var isFocused: Bool

    var body: some View {
        TextField(field.placeholder, text: $typed)
            .focused($isFocused)
            .onAppear { typed = field.text }
            // A new value from elsewhere shows, unless the user is typing over it.
            .onChange(of: field.text) { _, text in
                if !isFocused { typed = text }
            }
            // As the preview does: a refused number writes nothing, so `onSubmit` would act on
            // the old value; it runs only after text that was read (or left as it was), and
            // after the `onChange` that commit started.
            .onSubmit {
                let committed = commit()
                if committed.accepted { scope?.perform(field.onSubmit, after: committed.changing) }
            }
            .onChange(of: isFocused) { _, focused in
                if focused {
                    editedFrom = typed
                } else {
                    _ = commit()
                    editedFrom = nil
                }
            }
    }

    /// Writes what the user typed, if they changed it: whether it was accepted (false when
    /// refused), and the `onChange` the write started.
    private func commit() -> (accepted: Bool, changing: Task<Void, Never>?) {
        defer { editedFrom = typed }
        guard typed != editedFrom else {
            typed = field.text  // not edited: show the bound value, whatever wrote it
            return (true, nil)
        }
        do throws(RejectedValue) {
            let value = try format.value(forTyped: typed)
            // Text that reads as the number already there (`12,50` for 12.5), or empty text over
            // nothing, changes nothing.
            guard value != (scope?.value(at: field.binding) ?? .null) else { return (true, nil) }
            return (true, scope?.change(value, at: field.binding, onChange: field.onChange))
        } catch {
            typed = field.text  // refused: the value the field had, as SwiftUI's does
            return (false, nil)
        }
    }
}
#endif
