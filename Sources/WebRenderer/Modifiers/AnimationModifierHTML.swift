import ViewEngine

extension NodeWriter {
    mutating func apply(_ modifier: RenderModifier.Animation, to box: inout ModifierBox) {
        switch modifier {
        case .animation, .contentTransition, .transition:
            // The preview replaces the page on each change (documented as `none`).
            break
        case .dynamicTypeSize(let written):
            // The body is the same at every text size (the page's <html> chooses it), so the
            // range is a class whose rules, one per page size it moves, set the text style
            // variables of the size it moves to. Inside another range, the two composed.
            let range = environment.typeSizes ?? written
            guard range != TextSize.allCases.first!...TextSize.allCases.last!, !box.element.classes.contains(TypeScale.rangeClass(range)) else { return }
            box.element.classes.append(TypeScale.rangeClass(range))
            box.inherit("font-size", environment.fontSize)
            typeSizeRanges.insert(range)
        case .colorScheme(let scheme):
            // The page's colours are variables the scheme classes redefine (BaseStylesheet);
            // the text colour is read again under them.
            box.element.classes.append("scheme-" + scheme.rawValue)
            box.inherit("color", "var(--label)")
        }
    }
}
