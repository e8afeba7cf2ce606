#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// The outline a node's clip and border follow, from `clipShape` and `cornerRadius`.
enum NodeShape: Equatable {
    case none
    case rectangle
    case roundedRectangle(CGFloat)
    case circle
    case capsule

    init(clipShape: ClipShape?, cornerRadius: Double?) {
        switch clipShape {
        case .circle?: self = .circle
        case .capsule?: self = .capsule
        case .rectangle?: self = .rectangle
        case .roundedRect?: self = .roundedRectangle(CGFloat(cornerRadius ?? 0))
        case nil: self = cornerRadius.map { .roundedRectangle(CGFloat($0)) } ?? .none
        }
    }

    /// A stroke of `color` drawn inside this outline (the bounds when there is none).
    @ViewBuilder func strokeBorder(_ color: Color, lineWidth: CGFloat) -> some View {
        switch self {
        case .none, .rectangle: Rectangle().strokeBorder(color, lineWidth: lineWidth)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius, style: .continuous).strokeBorder(color, lineWidth: lineWidth)
        case .circle: Circle().strokeBorder(color, lineWidth: lineWidth)
        case .capsule: Capsule().strokeBorder(color, lineWidth: lineWidth)
        }
    }
}
#endif
