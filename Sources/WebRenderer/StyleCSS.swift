import ViewEngine

/// Applies a ``ResolvedStyle`` to an element in the documented order: font and colour →
/// padding → frame → background → border → clip / corner radius → shadow → opacity.
///
/// One CSS box does what SwiftUI's modifier chain does in that order: with
/// `box-sizing: border-box` a frame includes the padding, the background fills the frame,
/// the radius clips the background, and the shadow falls outside the clip.
struct StyleCSS {
    var palette: ColorPalette
    /// The declarations of each font met on the page: a page has a handful of fonts and
    /// writes them on most of its nodes.
    private var fonts: [ResolvedFont: [String]] = [:]

    init(palette: ColorPalette) {
        self.palette = palette
    }

    mutating func apply(_ style: ResolvedStyle, to element: inout Element, isText: Bool, clips: Bool = true) {
        guard !style.isEmpty else { return }
        if let font = style.font { element.styles += fontDeclarations(font) }
        if let color = style.foregroundColor {
            // `--fg` reaches tinted buttons inside, whose own rule would beat an inherited `color`.
            element.styles += ["color:" + palette.css(color), "--fg:" + palette.css(color)]
        }
        if let padding = style.padding {
            element.styles.append(padding.isUniform ? "padding:" + px(padding.top) : Self.padding(padding))
        }
        applyFrame(style, to: &element, isText: isText)
        if let background = style.backgroundColor { element.styles.append("background-color:" + palette.css(background)) }
        if let border = style.border, border.width > 0 {
            // Drawn inside the bounds, like SwiftUI's border, without changing the layout.
            element.styles.append("outline:\(px(border.width)) solid \(palette.css(border.color))")
            element.styles.append("outline-offset:-" + px(border.width))
        }
        applyClip(style, to: &element, clips: clips)
        if let shadow = style.shadow {
            // SwiftUI's radius is about half a CSS blur radius.
            let value = "\(px(shadow.x)) \(px(shadow.y)) \(px(shadow.radius * 2)) \(palette.css(shadow.color))"
            element.styles.append((isText ? "text-shadow:" : "box-shadow:") + value)
        }
        if let opacity = style.opacity { element.styles.append("opacity:" + number(min(1, max(0, opacity)))) }
        if let alignment = style.textAlignment {
            element.styles.append("text-align:" + Self.textAlign(alignment))
        }
    }

    /// A frame's width (`horizontal`) or height on `element`, for styles and the `frame`
    /// modifier alike: points fix the length (`.ns`/`.nsv` keep the layout from shrinking it)
    /// and stop the element filling that axis; infinity makes it fill the axis.
    static func frameLength(_ length: Dimension?, horizontal: Bool, on element: inout Element) {
        switch length {
        case .points(let value)?:
            element.styles.append((horizontal ? "width:" : "height:") + px(value))
            element.classes.append(horizontal ? "ns" : "nsv")
            if horizontal { element.flex.horizontal = false } else { element.flex.vertical = false }
        case .infinity?:
            if horizontal { element.flex.horizontal = true } else { element.flex.vertical = true }
        case nil: break
        }
    }

    private func applyFrame(_ style: ResolvedStyle, to element: inout Element, isText: Bool) {
        Self.frameLength(style.width, horizontal: true, on: &element)
        Self.frameLength(style.height, horizontal: false, on: &element)
        if case .points(let value)? = style.minWidth { element.styles.append("min-width:" + px(value)) }
        if case .points(let value)? = style.minHeight { element.styles.append("min-height:" + px(value)) }
        switch style.maxWidth {
        case .points(let value)?:
            element.styles.append("max-width:" + px(value))
            element.flex.horizontal = true
        case .infinity?: element.flex.horizontal = true
        case nil: break
        }
        switch style.maxHeight {
        case .points(let value)?:
            element.styles.append("max-height:" + px(value))
            element.flex.vertical = true
        case .infinity?: element.flex.vertical = true
        case nil: break
        }
        // A frame bigger than its text centres the text, as SwiftUI's frame does.
        if isText && style.textAlignment == nil && (style.width != nil || style.maxWidth != nil) {
            element.styles.append("text-align:center")
        }
        // Vertically too: `align-content` centres a block's lines in a taller box (CSS Box
        // Alignment, in every current browser) without making the text a flex box, which
        // would undo its line limit; a text with a line limit is a `-webkit-box`, which
        // centres by `-webkit-box-pack`.
        if isText && (style.height != nil || style.minHeight != nil || style.maxHeight != nil) {
            element.styles += ["align-content:center", "-webkit-box-pack:center"]
        }
    }

    private func applyClip(_ style: ResolvedStyle, to element: inout Element, clips: Bool) {
        var radius: String?
        switch style.clipShape {
        case .circle?, .ellipse?: radius = "50%"
        case .capsule?: radius = "9999px"
        case .roundedRectangle(let shapeRadius, _)?: radius = px(style.cornerRadius ?? shapeRadius)
        case .rectangle?: radius = "0"
        case nil: radius = style.cornerRadius.map(px)
        }
        guard let radius else { return }
        element.styles.append("border-radius:" + radius)
        if clips { element.styles.append("overflow:hidden") }
    }

    private mutating func fontDeclarations(_ font: ResolvedFont) -> [String] {
        if let known = fonts[font] { return known }
        let made = Self.font(font)
        fonts[font] = made
        return made
    }

    static func font(_ font: ResolvedFont) -> [String] {
        // The size grows with the user's text size as the text style it is tied to (body when none).
        var styles = ["font-size:" + TypeScale.fontSize(font.size, relativeTo: font.textStyle ?? .body), "font-weight:\(font.weight.numeric)"]
        // Line height follows the iOS text styles: about 1.3 for body text, tighter for titles.
        styles.append(font.size >= 28 ? "line-height:1.2" : "line-height:1.29")
        if let family = font.family, let safe = safeFamily(family) {
            styles.append("font-family:\"\(safe)\",var(--font)")
        } else {
            switch font.design {
            case .default: break
            case .serif: styles.append("font-family:var(--font-serif)")
            case .rounded: styles.append("font-family:var(--font-rounded)")
            case .monospaced: styles.append("font-family:var(--font-mono)")
            }
        }
        return styles
    }

    /// A theme's font family, kept only when it is letters, digits, spaces and dashes, so
    /// it cannot close the declaration and add others.
    static func safeFamily(_ family: String) -> String? {
        let allowed = family.unicodeScalars.allSatisfy { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == " " || scalar == "-") && scalar.value < 0x2000
        }
        return allowed && !family.isEmpty && family.count <= 64 ? family : nil
    }

    /// Text alignment by reading direction: `start` is the left in a left-to-right page and
    /// the right in a `dir="rtl"` one, as SwiftUI's leading is.
    static func textAlign(_ alignment: TextAlignment) -> String {
        switch alignment {
        case .leading: return "start"
        case .center: return "center"
        case .trailing: return "end"
        }
    }

    /// Padding whose leading and trailing follow the page's direction. Equal sides are written
    /// as the short form (nothing to mirror); different ones as logical properties, so a
    /// `dir="rtl"` page puts the leading inset on the right.
    static func padding(_ insets: EdgeInsets) -> String {
        if insets.leading == insets.trailing {
            return "padding:\(px(insets.top)) \(px(insets.trailing)) \(px(insets.bottom)) \(px(insets.leading))"
        }
        return "padding-block:\(px(insets.top)) \(px(insets.bottom));padding-inline:\(px(insets.leading)) \(px(insets.trailing))"
    }
}
