#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A paint argument drawn as a view: a colour, a hierarchical style, a gradient, a filled
/// shape, or a node.
struct PaintView: View {
    let paint: ResolvedPaint
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        switch paint {
        case .color(let color): color.color(for: colorScheme)
        case .hierarchical(let level): Rectangle().fill(level.style)
        case .gradient(let gradient): Rectangle().fill(gradient.style(for: colorScheme))
        case .shape(let shape, let fill): FilledShape(shape: shape, fill: fill)
        case .view(let node, _): NodeView(node)
        }
    }
}

/// A shape filled with a paint (a view paint fills with its node, masked to the shape).
struct FilledShape: View {
    let shape: ModifierShape
    let fill: ResolvedPaint

    var body: some View {
        PaintView(paint: fill).clipShape(AnyShape(shape: shape))
    }
}

extension AnyShape {
    /// SwiftUI's shape for a modifier's shape argument.
    init(shape: ModifierShape) {
        switch shape {
        case .rectangle: self.init(Rectangle())
        case .roundedRectangle(let radius, let style):
            self.init(RoundedRectangle(cornerRadius: CGFloat(radius), style: style == .circular ? .circular : .continuous))
        case .circle: self.init(Circle())
        case .ellipse: self.init(Ellipse())
        case .capsule: self.init(Capsule())
        }
    }
}

extension HierarchicalLevel {
    var style: HierarchicalShapeStyle {
        switch self {
        case .primary: return .primary
        case .secondary: return .secondary
        case .tertiary: return .tertiary
        case .quaternary: return .quaternary
        }
    }
}

extension ViewEngine.GradientPaint where Color == ResolvedColor {
    /// The gradient as a shape style.
    func style(for scheme: ColorScheme) -> AnyShapeStyle {
        let count = stops.count
        let swiftUIStops = stops.enumerated().map { index, stop in
            SwiftUI.Gradient.Stop(color: stop.color.color(for: scheme), location: CGFloat(stop.location ?? (count > 1 ? Double(index) / Double(count - 1) : 0)))
        }
        let gradient = SwiftUI.Gradient(stops: swiftUIStops)
        switch kind {
        case .linear(let start, let end): return AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: start.swiftUI, endPoint: end.swiftUI))
        case .radial(let center, let startRadius, let endRadius):
            return AnyShapeStyle(RadialGradient(gradient: gradient, center: center.swiftUI, startRadius: CGFloat(startRadius), endRadius: CGFloat(endRadius)))
        case .angular(let center, let startAngle, let endAngle):
            return AnyShapeStyle(AngularGradient(gradient: gradient, center: center.swiftUI, startAngle: .degrees(startAngle), endAngle: .degrees(endAngle)))
        case .elliptical(let center, let start, let end):
            return AnyShapeStyle(
                EllipticalGradient(gradient: gradient, center: center.swiftUI, startRadiusFraction: CGFloat(start), endRadiusFraction: CGFloat(end)))
        }
    }
}
#endif
