import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Animation, to box: inout ModifierBox) {
        switch modifier {
        case .animation, .contentTransition, .dynamicTypeSize, .transition:
            // The preview replaces the page on each change and draws one text size
            // (documented as `none`).
            break
        case .colorScheme(let scheme):
            // The page's colours are variables the scheme classes redefine (BaseStylesheet);
            // the text colour is read again under them.
            box.element.classes.append("scheme-" + scheme.rawValue)
            box.inherit("color", "var(--label)")
        }
    }
}
