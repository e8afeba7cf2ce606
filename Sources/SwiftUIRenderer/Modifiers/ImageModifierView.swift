#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// How SF Symbols inside the view are drawn. `resizable` exists on `Image` only, so the
/// resolver folds it into the image node, whose view applies it.
struct ImageModifierView: ViewModifier {
    let modifier: RenderModifier.Image

    func body(content: Content) -> some View {
        switch modifier {
        case .resizable: content
        case .imageScale(let scale): content.imageScale(scale.swiftUI)
        case .symbolVariant(let variant): content.symbolVariant(variant.swiftUI)
        case .symbolRenderingMode(let mode): content.symbolRenderingMode(mode.swiftUI)
        }
    }
}

extension RenderModifier.ImageScale {
    var swiftUI: Image.Scale {
        switch self {
        case .small: return .small
        case .medium: return .medium
        case .large: return .large
        }
    }
}

extension RenderModifier.SymbolVariant {
    var swiftUI: SymbolVariants {
        switch self {
        case .none: return .none
        case .fill: return .fill
        case .circle: return .circle
        case .square: return .square
        case .slash: return .slash
        }
    }
}

extension RenderModifier.SymbolRenderingMode {
    var swiftUI: SwiftUI.SymbolRenderingMode {
        switch self {
        case .monochrome: return .monochrome
        case .hierarchical: return .hierarchical
        case .palette: return .palette
        case .multicolor: return .multicolor
        }
    }
}
#endif
