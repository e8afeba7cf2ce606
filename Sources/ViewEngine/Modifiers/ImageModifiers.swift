extension RenderModifier {
    /// How images and SF Symbols inside the view are drawn.
    public enum Image: Sendable {
        /// Folded into the image node itself (SwiftUI's `resizable` exists on `Image` only).
        case resizable
        /// Folded into the image node, like `resizable`: SwiftUI's is an `Image` method.
        case renderingMode(TemplateRenderingMode)
        /// Folded into the image node, like `resizable`: SwiftUI's is an `Image` method.
        case interpolation(Interpolation)
        case imageScale(ImageScale)
        case symbolVariant(SymbolVariant)
        case symbolRenderingMode(SymbolRenderingMode)
    }

    public enum ImageScale: String, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol size relative to the font, as SwiftUI draws them.
        public var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }

    public enum SymbolVariant: String, Sendable, CaseIterable {
        case none, fill, circle, square, slash
    }

    public enum SymbolRenderingMode: String, Sendable, CaseIterable {
        case monochrome, hierarchical, palette, multicolor
    }

    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: String, Sendable, CaseIterable {
        case original, template
    }

    /// SwiftUI's `Image.Interpolation`.
    public enum Interpolation: String, Sendable, CaseIterable {
        case none, low, medium, high
    }
}

extension RenderNode.Image {
    /// Takes the modifiers that SwiftUI declares on `Image` itself (they stay in the list,
    /// where renderers skip them); whether any was there.
    mutating func fold(_ modifiers: [RenderModifier]) -> Bool {
        var folded = false
        for modifier in modifiers {
            switch modifier {
            case .image(.resizable): isResizable = true
            case .image(.renderingMode(let mode)): renderingMode = mode
            case .image(.interpolation(let value)): interpolation = value
            default: continue
            }
            folded = true
        }
        return folded
    }
}

extension RenderModifier.Image {
    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "resizable", .images, summary: "Lets an image stretch to the frame it is given (on image nodes)", example: #"{"resizable": true}"#
        ) { _ in .image(.resizable) },
        .choice(
            "renderingMode", .images, "renderingMode", RenderModifier.TemplateRenderingMode.self,
            summary: "Draws an image node as it is (original) or as a shape filled with the foreground colour (template)", example: .template,
            web: .partial("symbols are single-colour glyphs in the text colour either way; pictures are drawn as they are")
        ) { .image(.renderingMode($0)) },
        .choice(
            "interpolation", .images, "interpolation", RenderModifier.Interpolation.self,
            summary: "How a scaled image node is smoothed: none keeps hard pixel edges (pixel art), high is smoothest", example: .none,
            web: .partial("none draws hard pixel edges (CSS image-rendering: pixelated); low, medium and high all draw with the browser's smoothing")
        ) { .image(.interpolation($0)) },
        .choice(
            "imageScale", .images, "scale", RenderModifier.ImageScale.self,
            summary: "The size of SF Symbols in the view relative to the text: small, medium, large", example: .large
        ) { .image(.imageScale($0)) },
        .choice(
            "symbolVariant", .images, "variant", RenderModifier.SymbolVariant.self,
            summary: "Draws SF Symbols in the view in a variant: fill, circle, square, slash", example: .fill,
            web: .partial("the browser's icon set has fill variants for most symbols; circle, square and slash variants draw the plain symbol")
        ) { .image(.symbolVariant($0)) },
        .choice(
            "symbolRenderingMode", .images, "mode", RenderModifier.SymbolRenderingMode.self,
            summary: "How SF Symbols use colour: monochrome, hierarchical, palette, multicolor", example: .hierarchical,
            web: .none("the browser's icons are single-colour: every mode draws monochrome")
        ) { .image(.symbolRenderingMode($0)) },
    ]
}
