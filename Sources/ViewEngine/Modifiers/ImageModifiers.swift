extension RenderModifier {
    /// How images and SF Symbols inside the view are drawn.
    public enum Image: Sendable {
        /// Folded into the image node itself (SwiftUI's `resizable` exists on `Image` only).
        case resizable
        /// Folded into the image node, like `resizable`: SwiftUI's is an `Image` method.
        case renderingMode(TemplateRenderingMode)
        /// Folded into the image node, like `resizable`: SwiftUI's is an `Image` method.
        case interpolation(Interpolation)
        /// `imageScale`: the size of SF Symbols in the view relative to their font (SwiftUI's `imageScale(_:)`).
        case imageScale(ImageScale)
        /// `symbolVariant`: the variant SF Symbols in the view are drawn in; the browser draws only
        /// the `fill` variant.
        case symbolVariant(SymbolVariant)
        /// `symbolRenderingMode`: how SF Symbols in the view use colour; the browser draws every mode monochrome.
        case symbolRenderingMode(SymbolRenderingMode)
    }

    /// SwiftUI's `Image.Scale`: the JSON `scale` of `imageScale`.
    public enum ImageScale: String, Sendable, CaseIterable {
        /// SwiftUI's `.small`; 0.9 em in the browser.
        case small
        /// SwiftUI's `.medium`, the size symbols have without the modifier.
        case medium
        /// SwiftUI's `.large`; 1.5 em in the browser.
        case large

        /// The symbol size relative to the font, as SwiftUI draws them.
        public var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }

    /// SwiftUI's `SymbolVariants`: the JSON `variant` of `symbolVariant`.
    public enum SymbolVariant: String, Sendable, CaseIterable {
        /// SwiftUI's `.none`: the plain symbol, undoing a variant set further out.
        case none
        /// SwiftUI's `.fill` (`heart.fill` for `heart`); the browser draws it where its icon set has one.
        case fill
        /// SwiftUI's `.circle`: the symbol in a circle; the plain symbol in the browser.
        case circle
        /// SwiftUI's `.square`: the symbol in a square; the plain symbol in the browser.
        case square
        /// SwiftUI's `.slash`: the symbol struck through; the plain symbol in the browser.
        case slash
    }

    /// SwiftUI's `SymbolRenderingMode`: the JSON `mode` of `symbolRenderingMode`.
    public enum SymbolRenderingMode: String, Sendable, CaseIterable {
        /// SwiftUI's `.monochrome`: every layer in the foreground style.
        case monochrome
        /// SwiftUI's `.hierarchical`: layers in decreasing opacities of the foreground style.
        case hierarchical
        /// SwiftUI's `.palette`: layers in separate styles, as SwiftUI's `foregroundStyle(_:_:)` gives them.
        case palette
        /// SwiftUI's `.multicolor`: the symbol's own colours.
        case multicolor
    }

    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: String, Sendable, CaseIterable {
        /// SwiftUI's `.original`: the image's own colours.
        case original
        /// SwiftUI's `.template`: the image's shape filled with the foreground colour.
        case template
    }

    /// SwiftUI's `Image.Interpolation`.
    public enum Interpolation: String, Sendable, CaseIterable {
        /// SwiftUI's `.none`: hard pixel edges (pixel art); CSS `image-rendering: pixelated` in the browser.
        case none
        /// SwiftUI's `.low`; the browser smooths as it always does.
        case low
        /// SwiftUI's `.medium`; the browser smooths as it always does.
        case medium
        /// SwiftUI's `.high`, the smoothest; the browser smooths as it always does.
        case high
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
