import ViewEngine

extension NodeWriter {
    /// Text attributes are inherited CSS properties: set on the view, they reach its text, and
    /// a setting closer to the text (written earlier) wins, as in SwiftUI.
    mutating func apply(_ modifier: RenderModifier.Text, to box: inout ModifierBox) {
        switch modifier {
        case .font(let font):
            for declaration in StyleCSS.font(font) {
                guard let colon = declaration.firstIndex(of: ":") else { continue }
                box.inherit(String(declaration[..<colon]), String(declaration[declaration.index(after: colon)...]))
            }
        case .fontWeight(let weight): box.inherit("font-weight", "\(weight.numeric)")
        case .fontDesign(let design):
            switch design {
            case .default: box.inherit("font-family", "var(--font)")
            case .serif: box.inherit("font-family", "var(--font-serif)")
            case .rounded: box.inherit("font-family", "var(--font-rounded)")
            case .monospaced: box.inherit("font-family", "var(--font-mono)")
            }
        case .fontWidth(let width):
            let stretch: String
            switch width {
            case .compressed: stretch = "62.5%"
            case .condensed: stretch = "75%"
            case .standard: stretch = "100%"
            case .expanded: stretch = "125%"
            }
            box.inherit("font-stretch", stretch)
        case .bold(let isActive): box.inherit("font-weight", isActive ? "700" : "400")
        case .italic(let isActive): box.inherit("font-style", isActive ? "italic" : "normal")
        case .underline(let isActive, let color): decoration(&box, "underline", isActive, color)
        case .strikethrough(let isActive, let color): decoration(&box, "line-through", isActive, color)
        case .kerning(let value), .tracking(let value): box.inherit("letter-spacing", px(value))
        case .baselineOffset(let value):
            box.own("position", "relative")
            box.element.styles.append("top:" + px(-value))
        case .lineSpacing(let value): box.inherit("line-height", "calc(1.29em + \(px(value)))")
        case .lineLimit(let limit, let reservesSpace):
            if box.element.classes.contains("t") {
                box.element.classes.removeAll { $0 == "l1" || $0 == "lc" }
                box.element.styles += ["display:-webkit-box", "-webkit-box-orient:vertical", "-webkit-line-clamp:\(limit)", "overflow:hidden"]
            } else {
                usesModifierStylesheet = true
                box.element.classes.append("m-clamp")
                box.element.styles.append("--m-lines:\(limit)")
            }
            if reservesSpace { box.element.styles.append("min-height:calc(\(limit) * 1.29em)") }
        case .multilineTextAlignment(let alignment): box.inherit("text-align", StyleCSS.textAlign(alignment))
        case .truncationMode: box.inherit("text-overflow", "ellipsis")
        case .minimumScaleFactor, .allowsTightening:
            // No browser equivalent (documented as `none`).
            break
        case .textCase(let textCase): box.inherit("text-transform", textCase?.rawValue ?? "none")
        case .monospacedDigit: box.inherit("font-variant-numeric", "tabular-nums")
        case .monospaced(let isActive): if isActive { box.inherit("font-family", "var(--font-mono)") }
        case .textSelection(let enabled): box.inherit("user-select", enabled ? "text" : "none")
        }
    }

    /// Underline and strikethrough add up: a second one goes on a wrapper.
    private mutating func decoration(_ box: inout ModifierBox, _ line: String, _ isActive: Bool, _ color: ResolvedColor?) {
        guard isActive else { return }
        box.own("text-decoration-line", line)
        if let color { box.element.styles.append("text-decoration-color:" + css.palette.css(color)) }
    }
}
