#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `foregroundColor`: text and symbol colour, light or dark with the appearance.
struct ForegroundColorModifier: ViewModifier {
    let color: ResolvedColor?
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if let color {
            content.foregroundStyle(color.color(for: colorScheme))
        } else {
            content
        }
    }
}
#endif
