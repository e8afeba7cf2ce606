#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

extension RGBA {
    /// The colour in sRGB.
    var swiftUI: Color {
        Color(.sRGB, red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: Double(alpha) / 255)
    }
}

extension ResolvedColor {
    /// The light or dark member of the pair. Views pass the environment's `colorScheme`, so
    /// they redraw when the appearance changes.
    func color(for scheme: ColorScheme) -> Color {
        (scheme == .dark ? dark : light).swiftUI
    }
}
#endif
