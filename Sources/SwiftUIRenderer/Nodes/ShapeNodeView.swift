#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `rectangle`, `rounded_rectangle`, `circle`, `ellipse`, `capsule`,
/// `unevenly_rounded_rectangle`, `container_relative_shape`: SwiftUI's shape, filled, then outlined inside its edge.
struct ShapeNodeView: View {
    let shape: RenderNode.Shape

    var body: some View {
        switch shape.kind {
        case .rectangle: ShapeDrawingView(shape: Rectangle(), fill: shape.fill, stroke: shape.stroke)
        case .roundedRectangle(let radius, let style):
            ShapeDrawingView(
                shape: RoundedRectangle(cornerRadius: CGFloat(radius), style: style == .circular ? .circular : .continuous), fill: shape.fill,
                stroke: shape.stroke)
        case .circle: ShapeDrawingView(shape: Circle(), fill: shape.fill, stroke: shape.stroke)
        case .ellipse: ShapeDrawingView(shape: Ellipse(), fill: shape.fill, stroke: shape.stroke)
        case .capsule: ShapeDrawingView(shape: Capsule(), fill: shape.fill, stroke: shape.stroke)
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            ShapeDrawingView(
                shape: UnevenRoundedRectangle(
                    topLeadingRadius: CGFloat(topLeading), bottomLeadingRadius: CGFloat(bottomLeading), bottomTrailingRadius: CGFloat(bottomTrailing),
                    topTrailingRadius: CGFloat(topTrailing)),
                fill: shape.fill, stroke: shape.stroke)
        case .containerRelative: ShapeDrawingView(shape: ContainerRelativeShape(), fill: shape.fill, stroke: shape.stroke)
        }
    }
}

/// One concrete shape drawn with the node's fill and stroke. Without either, the shape
/// fills with the foreground style, as a bare SwiftUI shape does.
private struct ShapeDrawingView<S: InsettableShape>: View {
    let shape: S
    let fill: ResolvedPaint?
    let stroke: RenderNode.Shape.Stroke?
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack {
            if let fill {
                if let style = fill.shapeStyle(for: colorScheme) {
                    shape.fill(style)
                } else {
                    // A view or filled-shape paint: drawn, then cut to the shape.
                    PaintView(paint: fill).clipShape(shape)
                }
            } else if stroke == nil {
                shape.fill(.foreground)
            }
            if let stroke {
                shape.strokeBorder(
                    stroke.paint.shapeStyle(for: colorScheme) ?? AnyShapeStyle(.foreground),
                    style: StrokeStyle(lineWidth: CGFloat(stroke.lineWidth), dash: stroke.dash.map { CGFloat($0) }))
            }
        }
    }
}

extension ResolvedPaint {
    /// The paint as a shape style, when it is one (colours, hierarchical styles, gradients).
    func shapeStyle(for scheme: ColorScheme) -> AnyShapeStyle? {
        switch self {
        case .color(let color): return AnyShapeStyle(color.color(for: scheme))
        case .hierarchical(let level): return AnyShapeStyle(level.style)
        case .gradient(let gradient): return gradient.style(for: scheme)
        case .shape, .view: return nil
        }
    }
}
#endif
