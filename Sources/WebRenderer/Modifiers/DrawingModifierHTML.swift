import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Drawing, to box: inout ModifierBox) {
        switch modifier {
        case .foregroundStyle(let paint):
            switch paint {
            case .color(let color): box.inheritForeground(css.palette.css(color))
            // Not as `--fg`: a mix with `currentColor` would mix again at a button inside.
            case .hierarchical(let level): box.inherit("color", Self.hierarchical(level))
            case .gradient(let gradient):
                // The gradient is a background clipped to the glyphs. A second, empty layer
                // keeps a background colour the view already has filling its box.
                if box.element.styles.contains(where: { $0.hasPrefix("background-image:") }) { box.wrap() }
                box.element.styles += [
                    "background-image:" + gradientCSS(gradient) + ",linear-gradient(transparent,transparent)",
                    "-webkit-background-clip:text,border-box", "background-clip:text,border-box", "color:transparent",
                ]
            case .shape, .view:
                // Not accepted as a foreground by SwiftUI either; nothing to draw.
                break
            }
        case .background(let paint):
            drawBackground(paint, on: &box)
        case .overlay(let paint):
            box.layer(paintLayer(paint), alignment: Self.alignment(of: paint), behind: false)
        case .mask(let paint):
            switch paint {
            case .color(let color): box.mask("linear-gradient(\(css.palette.css(color)),\(css.palette.css(color)))")
            case .hierarchical: break
            case .gradient(let gradient): box.mask(gradientCSS(gradient))
            case .shape(let shape, _): box.clip(Self.clipPath(shape))
            case .view: break
            }
        case .border(let color, let width):
            box.reach(.border)
            if width > 0 { box.element.styles += ["outline:\(px(width)) solid \(css.palette.css(color))", "outline-offset:-" + px(width)] }
        case .cornerRadius(let radius):
            box.clip("inset(0 round \(px(radius)))")
        case .clipShape(let shape):
            box.clip(Self.clipPath(shape))
        case .clipped:
            box.clip("inset(0)")
        case .shadow(let shadow):
            // A drop shadow of what is drawn (text, a clipped shape), as SwiftUI's.
            box.filter("drop-shadow(\(px(shadow.x)) \(px(shadow.y)) \(px(shadow.radius)) \(css.palette.css(shadow.color)))")
        case .tint(let color):
            let value = css.palette.css(color)
            box.inherit("--accent", value)
            box.inherit("accent-color", value)
        case .hidden:
            box.element.styles.append("visibility:hidden")
        case .redacted:
            usesModifierStylesheet = true
            box.element.classes.append("m-redacted")
        }
    }

    /// A screen's colour or gradient `background`s as its page's background: the screen fills
    /// the window, so they reach under the navigation bar and large title, as SwiftUI's
    /// shape-style background reaches under the safe areas. (The screen's other modifiers
    /// are folded into its bar or not drawn by the preview.)
    mutating func screenBackground(_ modifiers: [RenderModifier], on section: inout Element) {
        for case .drawing(.background(let paint)) in modifiers {
            switch paint {
            case .color(let color): section.styles.append("background:" + css.palette.css(color))
            case .gradient(let gradient): section.styles.append("background:" + gradientCSS(gradient))
            case .hierarchical, .shape, .view: break
            }
        }
    }

    static func alignment(of paint: ResolvedPaint) -> RenderNode.Alignment {
        if case .view(_, let alignment) = paint { return alignment }
        return .center
    }

    /// A background (also a list row's): colours and gradients on the box, shapes and views
    /// as a layer behind it.
    mutating func drawBackground(_ paint: ResolvedPaint, on box: inout ModifierBox) {
        switch paint {
        case .color(let color):
            box.reach(.background)
            box.element.styles.append("background-color:" + css.palette.css(color))
        case .hierarchical(let level):
            box.reach(.background)
            box.element.styles.append("background-color:" + Self.hierarchical(level))
        case .gradient(let gradient):
            box.reach(.background)
            box.element.styles.append("background-image:" + gradientCSS(gradient))
        case .shape, .view:
            box.layer(paintLayer(paint), alignment: Self.alignment(of: paint), behind: true)
        }
    }
}
