#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// `clipShape` and `cornerRadius` (a corner radius is a rounded-rectangle clip; a
/// `roundedRect` clip takes its radius from `cornerRadius`).
struct ClipShapeModifier: ViewModifier {
    let shape: NodeShape

    func body(content: Content) -> some View {
        switch shape {
        case .none: content
        case .rectangle: content.clipShape(Rectangle())
        case .roundedRectangle(let radius): content.clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
        case .circle: content.clipShape(Circle())
        case .ellipse: content.clipShape(Ellipse())
        case .capsule: content.clipShape(Capsule())
        }
    }
}
#endif
