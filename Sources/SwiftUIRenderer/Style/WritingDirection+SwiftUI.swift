#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension WritingDirection {
    /// SwiftUI's layout direction for the engine's (which the locale decides).
    var swiftUI: LayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}

extension View {
    /// Mirrors an SF Symbol that points left or right in a right-to-left layout
    /// (``SymbolMirroring/flip``). SwiftUI mirrors the `forward`/`backward` symbols itself and
    /// lays leading and trailing out by the environment's direction, so nothing else flips.
    func mirroring(symbol name: String) -> some View {
        flipsForRightToLeftLayoutDirection(SymbolMirroring(symbol: name) == .flip)
    }
}
#endif
