import ViewEngine

/// Shapes, colours and gradients as views. Each takes the space its parent offers (flexible
/// both ways, like SwiftUI's shapes), so a frame usually sizes it.
extension NodeWriter {
    mutating func shape(_ shape: RenderNode.Shape) -> Element {
        var element = Element("div", classes: ["shape"])
        element.styles.append("position:relative")
        var layer = ["position:absolute"]
        switch shape.kind {
        case .circle:
            // The largest circle that fits, centred: a square of the smaller side.
            element.styles.append("container-type:size")
            layer += ["left:50%", "top:50%", "width:min(100cqw,100cqh)", "height:min(100cqw,100cqh)", "transform:translate(-50%,-50%)", "border-radius:50%"]
        // A page has no container shape (SwiftUI sets one for widgets), so SwiftUI's
        // fallback, a rectangle, is what the relative shape draws here.
        case .rectangle, .containerRelative: layer.append("inset:0")
        case .roundedRectangle(let radius, _): layer += ["inset:0", "border-radius:" + px(radius)]
        case .ellipse: layer += ["inset:0", "border-radius:50%"]
        case .capsule: layer += ["inset:0", "border-radius:9999px"]
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            // CSS's order: top-left, top-right, bottom-right, bottom-left.
            layer += ["inset:0", "border-radius:" + [topLeading, topTrailing, bottomTrailing, bottomLeading].map(px).joined(separator: " ")]
        }
        var inner = ""
        switch shape.fill {
        case nil where shape.stroke == nil: layer.append("background:currentColor")
        case nil: break
        case let fill?:
            if let background = background(fill) { layer.append(background) } else {
                layer.append("overflow:hidden")
                inner += paintLayer(fill)
            }
        }
        if let stroke = shape.stroke { inner += strokeLayer(stroke) }
        element.body = "<div style=\"" + HTMLEscaping.escape(layer.joined(separator: ";")) + "\">" + inner + "</div>"
        element.flex = Flexibility(horizontal: true, vertical: true)
        return element
    }

    mutating func paintView(_ paint: ResolvedPaint) -> Element {
        var element = Element("div", classes: ["paint"])
        element.styles.append("position:relative")
        element.body = paintLayer(paint)
        element.flex = Flexibility(horizontal: true, vertical: true)
        return element
    }

    /// A CSS `background` declaration for paints that are one (colours, levels, gradients).
    private mutating func background(_ paint: ResolvedPaint) -> String? {
        switch paint {
        case .color(let color): return "background:" + css.palette.css(color)
        case .hierarchical(let level): return "background:" + Self.hierarchical(level)
        case .gradient(let gradient): return "background-image:" + gradientCSS(gradient)
        case .shape, .view: return nil
        }
    }

    /// The outline inside the shape's edge (SwiftUI's `strokeBorder`). A colour is a CSS
    /// border, dashed when asked (the browser spaces the dashes itself); any other paint is
    /// a layer masked to a ring of the line's width, drawn solid.
    private mutating func strokeLayer(_ stroke: RenderNode.Shape.Stroke) -> String {
        var styles = ["position:absolute", "inset:0", "border-radius:inherit", "box-sizing:border-box"]
        switch stroke.paint {
        case .color, .hierarchical:
            let color = background(stroke.paint).map { String($0.drop { $0 != ":" }.dropFirst()) } ?? "currentColor"
            styles.append("border:\(px(stroke.lineWidth)) \(stroke.dash.isEmpty ? "solid" : "dashed") \(color)")
            return "<div style=\"" + HTMLEscaping.escape(styles.joined(separator: ";")) + "\"></div>"
        case .gradient, .shape, .view:
            styles += [
                "padding:" + px(stroke.lineWidth),
                "mask:linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)",
            ]
            return "<div style=\"" + HTMLEscaping.escape(styles.joined(separator: ";")) + "\">" + paintLayer(stroke.paint) + "</div>"
        }
    }
}
