import Foundation

/// WCAG 2 contrast between a text colour and its background, for the authoring-time check of
/// presets and inline styles (`sdui validate`, ``DiagnosticCode/lowContrast``).
public enum Contrast {
    /// WCAG AA's minimum for body text.
    public static let bodyText = 4.5
    /// WCAG AA's minimum for large text (24 pt, or 18.66 pt bold) and for icons.
    public static let largeText = 3.0

    /// The contrast ratio of two colours, 1 (none) to 21 (black on white). A translucent
    /// `foreground` is first laid over `background`, as it is drawn.
    public static func ratio(_ foreground: RGBA, on background: RGBA) -> Double {
        let a = luminance(composite(foreground, over: background))
        let b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The minimum WCAG AA asks of text in `font` (large text gets the lower one; text of
    /// unknown size is held to the body-text minimum).
    public static func minimum(for font: ResolvedFont?) -> Double {
        guard let font else { return bodyText }
        let isBold = font.weight.numeric >= FontWeight.bold.numeric
        return font.size >= 24 || (isBold && font.size >= 18.66) ? largeText : bodyText
    }

    /// `top` drawn over `bottom` (source-over); the result is opaque when `bottom` is.
    public static func composite(_ top: RGBA, over bottom: RGBA) -> RGBA {
        guard top.alpha < 255 else { return top }
        let alpha = Double(top.alpha) / 255
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * alpha + Double(b) * (1 - alpha)).rounded()) }
        let outAlpha = min(255, Int(top.alpha) + Int((Double(bottom.alpha) * (1 - alpha)).rounded()))
        return RGBA(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: UInt8(outAlpha))
    }

    /// WCAG's relative luminance of an sRGB colour (its alpha ignored).
    static func luminance(_ color: RGBA) -> Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
