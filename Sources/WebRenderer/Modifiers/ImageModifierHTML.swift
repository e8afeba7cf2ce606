import ViewEngine

extension NodeWriter {
    /// Image modifiers reach the symbols inside the view through ``WebEnvironment`` (set
    /// before the content is written); here only what the view's own box needs.
    mutating func apply(_ modifier: RenderModifier.Image, to box: inout ModifierBox) {
        switch modifier {
        case .resizable, .renderingMode, .interpolation:
            // Folded into the image node by the resolver (SwiftUI has them on `Image` only).
            break
        case .imageScale(let scale):
            guard scale != .medium else { return }
            usesModifierStylesheet = true
            box.element.classes.append("m-is-" + scale.rawValue)
        case .symbolVariant:
            // Applied by the image writer from the environment.
            break
        case .symbolRenderingMode:
            // The browser's icons are single-colour (documented as `none`).
            break
        }
    }
}

extension WebEnvironment {
    mutating func apply(_ modifier: RenderModifier.Image) {
        switch modifier {
        case .symbolVariant(let variant): symbolVariant = variant
        case .resizable, .renderingMode, .interpolation, .imageScale, .symbolRenderingMode: break
        }
    }

    /// The symbol to draw for `name` under the current variant, when the icon set has it.
    func symbolName(_ name: String) -> String {
        guard symbolVariant == .fill, !name.hasSuffix(".fill"), SymbolMap.bootstrapNames[name + ".fill"] != nil else { return name }
        return name + ".fill"
    }
}
