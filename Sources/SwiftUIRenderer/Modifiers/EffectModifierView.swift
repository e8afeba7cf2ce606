#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// Filters, blending and transforms.
struct EffectModifierView: ViewModifier {
    let modifier: RenderModifier.Effect
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        switch modifier {
        case .opacity(let value): content.opacity(value)
        case .blur(let radius): content.blur(radius: CGFloat(radius))
        case .brightness(let amount): content.brightness(amount)
        case .contrast(let amount): content.contrast(amount)
        case .saturation(let amount): content.saturation(amount)
        case .grayscale(let amount): content.grayscale(amount)
        case .hueRotation(let degrees): content.hueRotation(.degrees(degrees))
        case .colorInvert: content.colorInvert()
        case .colorMultiply(let color): content.colorMultiply(color.color(for: colorScheme))
        case .luminanceToAlpha: content.luminanceToAlpha()
        case .blendMode(let mode): content.blendMode(mode.swiftUI)
        case .rotationEffect(let degrees, let anchor): content.rotationEffect(.degrees(degrees), anchor: anchor.swiftUI)
        case .rotation3DEffect(let degrees, let axis, let anchor, let perspective):
            content.rotation3DEffect(
                .degrees(degrees), axis: (x: CGFloat(axis.x), y: CGFloat(axis.y), z: CGFloat(axis.z)), anchor: anchor.swiftUI,
                perspective: CGFloat(perspective))
        case .scaleEffect(let x, let y, let anchor): content.scaleEffect(x: CGFloat(x), y: CGFloat(y), anchor: anchor.swiftUI)
        case .drawingGroup: content.drawingGroup()
        case .compositingGroup: content.compositingGroup()
        }
    }
}

extension RenderModifier.BlendMode {
    var swiftUI: BlendMode {
        switch self {
        case .normal: return .normal
        case .multiply: return .multiply
        case .screen: return .screen
        case .overlay: return .overlay
        case .darken: return .darken
        case .lighten: return .lighten
        case .colorDodge: return .colorDodge
        case .colorBurn: return .colorBurn
        case .softLight: return .softLight
        case .hardLight: return .hardLight
        case .difference: return .difference
        case .exclusion: return .exclusion
        case .hue: return .hue
        case .saturation: return .saturation
        case .color: return .color
        case .luminosity: return .luminosity
        case .sourceAtop: return .sourceAtop
        case .destinationOver: return .destinationOver
        case .destinationOut: return .destinationOut
        case .plusDarker: return .plusDarker
        case .plusLighter: return .plusLighter
        }
    }
}
#endif
