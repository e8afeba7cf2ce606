extension RenderModifier {
    /// How images and SF Symbols inside the view are drawn.
    public enum Image: Sendable {
        /// Folded into the image node itself (SwiftUI's `resizable` exists on `Image` only).
        case resizable
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
}

extension RenderModifier.Image {
    static let descriptors: [ModifierDescriptor] = [
        ModifierDescriptor(
            "resizable", .images, summary: "Lets an image stretch to the frame it is given (on image nodes)", example: #"{"resizable": true}"#
        ) { _ in .image(.resizable) },
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
