import Foundation
import ViewEngine

extension NodeWriter {
    /// A CSS image for a gradient (`linear-gradient(…)`, `radial-gradient(…)`, `conic-gradient(…)`).
    mutating func gradientCSS(_ gradient: ViewEngine.GradientPaint<ResolvedColor>) -> String {
        let colors = gradient.stops.map { css.palette.css($0.color) }
        // One colour is a plain fill (CSS gradients need two stops; SwiftUI's take one).
        if colors.count == 1 { return "linear-gradient(\(colors[0]),\(colors[0]))" }
        func stops(_ position: (Double) -> String) -> String {
            zip(colors, gradient.stops).map { color, stop in stop.location.map { color + " " + position($0) } ?? color }.joined(separator: ",")
        }
        switch gradient.kind {
        case .linear(let start, let end):
            // CSS angles start at the top and turn clockwise; y grows downwards in both.
            let degrees = atan2(end.x - start.x, -(end.y - start.y)) * 180 / .pi
            return "linear-gradient(\(number(degrees))deg," + stops { number($0 * 100) + "%" } + ")"
        case .radial(let center, let startRadius, let endRadius):
            let positioned = zip(colors, gradient.stops.indices).map { color, index -> String in
                let fraction = gradient.stops[index].location ?? (gradient.stops.count > 1 ? Double(index) / Double(gradient.stops.count - 1) : 0)
                return color + " " + px(startRadius + (endRadius - startRadius) * fraction)
            }
            return "radial-gradient(circle at \(number(center.x * 100))% \(number(center.y * 100))%," + positioned.joined(separator: ",") + ")"
        case .elliptical(let center, let start, let end):
            // An ellipse `end` of the box's width and height across, the colours from `start` out.
            guard end > 0 else { return "none" }
            let spread = zip(colors, gradient.stops.indices).map { color, index -> String in
                let fraction = gradient.stops[index].location ?? (gradient.stops.count > 1 ? Double(index) / Double(gradient.stops.count - 1) : 0)
                return color + " " + number((start + (end - start) * fraction) / end * 100) + "%"
            }
            return "radial-gradient(ellipse \(number(end * 100))% \(number(end * 100))% at \(number(center.x * 100))% \(number(center.y * 100))%,"
                + spread.joined(separator: ",") + ")"
        case .angular(let center, let startAngle, let endAngle):
            // SwiftUI's 0° points right (CSS's 90°); both turn clockwise.
            let span = endAngle - startAngle
            return "conic-gradient(from \(number(startAngle + 90))deg at \(number(center.x * 100))% \(number(center.y * 100))%,"
                + stops { number($0 * span) + "deg" } + ")"
        }
    }

    /// A `clip-path` for a shape drawn in the element's box.
    static func clipPath(_ shape: ModifierShape) -> String {
        switch shape {
        case .rectangle: return "inset(0)"
        case .roundedRectangle(let radius, _): return "inset(0 round \(px(radius)))"
        case .circle: return "circle(closest-side)"
        case .ellipse: return "ellipse(50% 50%)"
        case .capsule: return "inset(0 round 9999px)"
        }
    }

    /// A hierarchical level of the current foreground colour.
    static func hierarchical(_ level: HierarchicalLevel) -> String {
        level == .primary ? "currentColor" : "color-mix(in srgb,currentColor \(number(level.opacity * 100))%,transparent)"
    }

    /// HTML that fills its box with `paint` (for layers and filled shapes).
    mutating func paintLayer(_ paint: ResolvedPaint) -> String {
        switch paint {
        case .color(let color): return "<div style=\"position:absolute;inset:0;background:\(css.palette.css(color))\"></div>"
        case .hierarchical(let level): return "<div style=\"position:absolute;inset:0;background:\(Self.hierarchical(level))\"></div>"
        case .gradient(let gradient): return "<div style=\"position:absolute;inset:0;background-image:\(HTMLEscaping.escape(gradientCSS(gradient)))\"></div>"
        case .shape(let shape, let fill):
            return "<div style=\"position:absolute;inset:0;clip-path:\(Self.clipPath(shape))\">" + paintLayer(fill) + "</div>"
        case .view(let node, _):
            return render(node, in: .column).html
        }
    }
}
