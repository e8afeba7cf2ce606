#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `foregroundColor` (text and symbol colour) and `backgroundColor`: one rule for both, the
/// colour chosen for the appearance, light or dark.
struct AdaptiveColorModifier: ViewModifier {
    /// Where the colour goes.
    enum Place {
        case foreground, background
    }

    let color: ResolvedColor?
    let place: Place
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if let color {
            switch place {
            case .foreground: content.foregroundStyle(color.color(for: colorScheme))
            case .background: content.background(color.color(for: colorScheme))
            }
        } else {
            content
        }
    }
}
#endif
