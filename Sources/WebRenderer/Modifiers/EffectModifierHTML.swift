import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Effect, to box: inout ModifierBox) {
        switch modifier {
        case .opacity(let value): box.multiplyOpacity(value)
        case .blur(let radius): box.filter("blur(\(px(radius)))")
        // SwiftUI adds the amount to each channel; CSS multiplies: 1 + amount is the closest match.
        case .brightness(let amount): box.filter("brightness(\(number(max(0, 1 + amount))))")
        case .contrast(let amount): box.filter("contrast(\(number(amount)))")
        case .saturation(let amount): box.filter("saturate(\(number(amount)))")
        case .grayscale(let amount): box.filter("grayscale(\(number(amount)))")
        case .hueRotation(let degrees): box.filter("hue-rotate(\(number(degrees))deg)")
        case .colorInvert: box.filter("invert(1)")
        case .colorMultiply(let color):
            box.layer("<div style=\"position:absolute;inset:0;background:\(css.palette.css(color));mix-blend-mode:multiply\"></div>", alignment: .center, behind: false)
        case .luminanceToAlpha:
            box.wrap()
            box.element.body += Self.luminanceFilter
            box.filter("url(#sdui-luminance-to-alpha)")
        case .blendMode(let mode):
            if let blend = Self.cssBlendMode(mode) { box.own("mix-blend-mode", blend) }
        case .rotationEffect(let degrees, let anchor):
            box.transform(Self.around(anchor, "rotate(\(number(degrees))deg)"))
        case .rotation3DEffect(let degrees, let axis, let anchor, let perspective):
            let distance = 600 / max(0.01, perspective)
            box.transform(Self.around(anchor, "perspective(\(px(distance))) rotate3d(\(number(axis.x)),\(number(axis.y)),\(number(axis.z)),\(number(degrees))deg)"))
        case .scaleEffect(let x, let y, let anchor):
            box.transform(Self.around(anchor, "scale(\(number(x)),\(number(y)))"))
        case .drawingGroup, .compositingGroup:
            box.own("isolation", "isolate")
        }
    }

    /// A transform about `anchor` (CSS's origin stays the centre, so several anchors combine).
    static func around(_ anchor: AnchorPoint, _ transform: String) -> String {
        guard anchor.x != 0.5 || anchor.y != 0.5 else { return transform }
        let dx = number((anchor.x - 0.5) * 100) + "%"
        let dy = number((anchor.y - 0.5) * 100) + "%"
        return "translate(\(dx),\(dy)) \(transform) translate(-\(dx),-\(dy))".replacingOccurrences(of: "--", with: "")
    }

    /// An SVG filter the page refers to by id; written beside the element that uses it.
    static let luminanceFilter = "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><filter id=\"sdui-luminance-to-alpha\"><feColorMatrix type=\"luminanceToAlpha\"/></filter></svg>"

    static func cssBlendMode(_ mode: RenderModifier.BlendMode) -> String? {
        switch mode {
        case .normal: return "normal"
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusLighter: return "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: return nil
        }
    }
}
