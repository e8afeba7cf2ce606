#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `font`, Dynamic Type-friendly: a font that is exactly a text style uses the system text
/// style; any other size scales with the text style it is tied to (`body` when none), so
/// every theme font grows with the user's text size.
struct FontModifier: ViewModifier {
    let font: ResolvedFont?

    func body(content: Content) -> some View {
        content.ifLet(font) { $0.modifier(ScaledFontModifier(font: $1)) }
    }
}

struct ScaledFontModifier: ViewModifier {
    let font: ResolvedFont
    @ScaledMetric private var scaledSize: CGFloat

    init(font: ResolvedFont) {
        self.font = font
        _scaledSize = ScaledMetric(wrappedValue: CGFloat(font.size), relativeTo: (font.textStyle ?? .body).swiftUI)
    }

    func body(content: Content) -> some View {
        content.font(swiftUIFont)
    }

    private var swiftUIFont: Font {
        let textStyle = (font.textStyle ?? .body).swiftUI
        if let family = font.family {
            // Custom fonts scale themselves relative to the style; they take the unscaled size.
            return Font.custom(family, size: CGFloat(font.size), relativeTo: textStyle).weight(font.weight.swiftUI)
        }
        if let style = font.textStyle, style.defaultFont.size == font.size {
            return Font.system(style.swiftUI, design: font.design.swiftUI, weight: font.weight.swiftUI)
        }
        return Font.system(size: scaledSize, weight: font.weight.swiftUI, design: font.design.swiftUI)
    }
}
#endif
