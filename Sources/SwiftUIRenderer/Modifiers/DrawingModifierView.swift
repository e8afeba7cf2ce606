#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Foreground, backgrounds, overlays, masks, borders, clips, shadows and tint.
struct DrawingModifierView: ViewModifier {
    let modifier: RenderModifier.Drawing
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        switch modifier {
        case .foregroundStyle(let paint):
            switch paint {
            case .color(let color): content.foregroundStyle(color.color(for: colorScheme))
            case .hierarchical(let level): content.foregroundStyle(level.style)
            case .gradient(let gradient): content.foregroundStyle(gradient.style(for: colorScheme))
            // Not a foreground in SwiftUI either (the decoder's paint type allows them for backgrounds).
            case .shape, .view: content
            }
        // A colour or gradient is a shape style, drawn under the safe areas as SwiftUI's
        // `.background(LinearGradient(…))` is (so a screen's background fills it edge to edge).
        case .background(.color(let color)): content.background(color.color(for: colorScheme))
        case .background(.gradient(let gradient)): content.background(gradient.style(for: colorScheme))
        case .background(let paint): content.background(alignment: Self.alignment(of: paint)) { PaintView(paint: paint) }
        case .overlay(let paint): content.overlay(alignment: Self.alignment(of: paint)) { PaintView(paint: paint) }
        case .mask(let paint): content.mask(alignment: Self.alignment(of: paint)) { PaintView(paint: paint) }
        case .border(let color, let width): content.border(color.color(for: colorScheme), width: CGFloat(width))
        case .cornerRadius(let radius): content.clipShape(RoundedRectangle(cornerRadius: CGFloat(radius), style: .continuous))
        case .clipShape(let shape): content.clipShape(AnyShape(shape: shape))
        case .clipped: content.clipped()
        case .shadow(let shadow):
            content.shadow(color: shadow.color.color(for: colorScheme), radius: CGFloat(shadow.radius), x: CGFloat(shadow.x), y: CGFloat(shadow.y))
        case .tint(let color): content.tint(color.color(for: colorScheme))
        case .hidden: content.hidden()
        case .redacted: content.redacted(reason: .placeholder)
        }
    }

    static func alignment(of paint: ResolvedPaint) -> Alignment {
        if case .view(_, let alignment) = paint { return alignment.swiftUI }
        return .center
    }
}
#endif
