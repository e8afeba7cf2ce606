#if canImport(SwiftUI)
import SwiftUI
import ViewEngine

/// A node's modifiers, applied in order: the first written is innermost, as when chaining
/// SwiftUI modifiers.
struct ModifierChain: ViewModifier {
    let modifiers: ArraySlice<RenderModifier>

    func body(content: Content) -> some View {
        if let first = modifiers.first {
            content.modifier(RenderModifierView(modifier: first)).modifier(ModifierChain(modifiers: modifiers.dropFirst()))
        } else {
            content
        }
    }
}

/// One modifier, through the view for its category: the single place modifiers meet
/// SwiftUI, an exhaustive switch, so a category without a view does not compile.
struct RenderModifierView: ViewModifier {
    let modifier: RenderModifier

    func body(content: Content) -> some View {
        switch modifier {
        case .layout(let layout): content.modifier(LayoutModifierView(modifier: layout))
        case .drawing(let drawing): content.modifier(DrawingModifierView(modifier: drawing))
        case .effect(let effect): content.modifier(EffectModifierView(modifier: effect))
        case .text(let text): content.modifier(TextModifierView(modifier: text))
        case .image(let image): content.modifier(ImageModifierView(modifier: image))
        case .interaction(let interaction): content.modifier(InteractionModifierView(modifier: interaction))
        case .input(let input): content.modifier(InputModifierView(modifier: input))
        case .accessibility(let accessibility): content.modifier(AccessibilityModifierView(modifier: accessibility))
        case .animation(let animation): content.modifier(AnimationModifierView(modifier: animation))
        case .navigation(let navigation): content.modifier(NavigationModifierView(modifier: navigation))
        case .styles(let styles): content.modifier(StyleModifierView(modifier: styles))
        }
    }
}

extension ViewEngine.EdgeInsets {
    var swiftUI: SwiftUI.EdgeInsets {
        SwiftUI.EdgeInsets(top: CGFloat(top), leading: CGFloat(leading), bottom: CGFloat(bottom), trailing: CGFloat(trailing))
    }
}

extension ViewEngine.AnchorPoint {
    var swiftUI: SwiftUI.UnitPoint { SwiftUI.UnitPoint(x: CGFloat(x), y: CGFloat(y)) }
}
#endif
