#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `backgroundColor`, light or dark with the appearance.
struct BackgroundColorModifier: ViewModifier {
    let color: ResolvedColor?
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if let color {
            content.background(color.color(for: colorScheme))
        } else {
            content
        }
    }
}
#endif
