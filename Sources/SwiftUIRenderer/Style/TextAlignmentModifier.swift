#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `textAlignment`: how lines of multi-line text align.
struct TextAlignmentModifier: ViewModifier {
    let alignment: ViewEngine.TextAlignment?

    func body(content: Content) -> some View {
        content.ifLet(alignment) { $0.multilineTextAlignment($1.swiftUI) }
    }
}
#endif
