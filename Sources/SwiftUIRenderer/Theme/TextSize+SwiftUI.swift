#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension TextSize {
    /// SwiftUI's name for the same size.
    var swiftUI: DynamicTypeSize {
        switch self {
        case .xSmall: return .xSmall
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        case .xLarge: return .xLarge
        case .xxLarge: return .xxLarge
        case .xxxLarge: return .xxxLarge
        case .accessibility1: return .accessibility1
        case .accessibility2: return .accessibility2
        case .accessibility3: return .accessibility3
        case .accessibility4: return .accessibility4
        case .accessibility5: return .accessibility5
        }
    }
}

/// Sets the Dynamic Type size below it when the host chose one (``JSONEngine/textSize``), so
/// every theme font (text styles, `@ScaledMetric` sizes, `Font.custom(_:size:relativeTo:)`)
/// follows it; without a choice the user's setting holds.
struct TextSizeOverride: ViewModifier {
    let size: TextSize?

    func body(content: Content) -> some View {
        // Always the one modifier, as a range: the whole range leaves the user's setting in
        // force. A modifier applied only when a size is chosen would make choosing one swap
        // the app's whole view tree for a new one, losing its navigation and state.
        content.dynamicTypeSize(size.map { $0.swiftUI ... $0.swiftUI } ?? (DynamicTypeSize.xSmall ... DynamicTypeSize.accessibility5))
    }
}
#endif
