#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// How SF Symbols inside the view are drawn. `resizable` exists on `Image` only, so the
/// resolver folds it into the image node, whose view applies it.
struct ImageModifierView: ViewModifier {
    let modifier: RenderModifier.Image

    func body(content: Content) -> some View {
        switch modifier {
        // Folded into the image node (SwiftUI declares them on `Image`, not on views).
        case .resizable, .renderingMode, .interpolation: content
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

extension RenderModifier.TemplateRenderingMode {
    var swiftUI: Image.TemplateRenderingMode {
        switch self {
        case .original: return .original
        case .template: return .template
        }
    }
}

extension RenderModifier.Interpolation {
    var swiftUI: Image.Interpolation {
        switch self {
        case .none: return .none
        case .low: return .low
        case .medium: return .medium
        case .high: return .high
        }
    }
}

extension RenderNode.Image {
    /// The `Image` methods the node's modifiers set (only those set: SwiftUI's defaults differ
    /// between symbols and pictures).
    func configured(_ picture: SwiftUI.Image) -> SwiftUI.Image {
        var picture = picture
        if let mode = renderingMode { picture = picture.renderingMode(mode.swiftUI) }
        if let interpolation { picture = picture.interpolation(interpolation.swiftUI) }
        return picture
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
