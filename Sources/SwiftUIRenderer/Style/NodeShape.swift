#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The outline a node's clip and border follow, from `clipShape` and `cornerRadius`.
enum NodeShape: Equatable {
    case none
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case ellipse
    case capsule

    /// A rounded rectangle takes the style's `cornerRadius` when there is one.
    init(clipShape: ModifierShape?, cornerRadius: Double?) {
        switch clipShape {
        case .circle?: self = .circle
        case .ellipse?: self = .ellipse
        case .capsule?: self = .capsule
        case .rectangle?: self = .rectangle
        case .roundedRectangle(let radius, _)?: self = .roundedRectangle(CGFloat(cornerRadius ?? radius))
        case nil: self = cornerRadius.map { .roundedRectangle(CGFloat($0)) } ?? .none
        }
    }

    /// A stroke of `color` drawn inside this outline (the bounds when there is none).
    @ViewBuilder func strokeBorder(_ color: Color, lineWidth: CGFloat) -> some View {
        switch self {
        case .none, .rectangle: Rectangle().strokeBorder(color, lineWidth: lineWidth)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius, style: .continuous).strokeBorder(color, lineWidth: lineWidth)
        case .circle: Circle().strokeBorder(color, lineWidth: lineWidth)
        case .ellipse: Ellipse().strokeBorder(color, lineWidth: lineWidth)
        case .capsule: Capsule().strokeBorder(color, lineWidth: lineWidth)
        }
    }
}
#endif
