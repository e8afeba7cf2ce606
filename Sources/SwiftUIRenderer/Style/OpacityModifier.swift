#if canImport(SwiftUI)
import SwiftUI

/// `opacity`, last, so it fades the view with its background, border and shadow.
struct OpacityModifier: ViewModifier {
    let opacity: Double?

    func body(content: Content) -> some View {
        content.ifLet(opacity) { $0.opacity($1) }
    }
}
#endif
