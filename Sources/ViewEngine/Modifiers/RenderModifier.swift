/// One modifier of a render node, typed, with everything resolved (colours against the
/// theme, views against the data). A node's ``RenderNode/modifiers`` are applied in order,
/// after its style, like chained SwiftUI modifiers.
///
/// One case per category, each wrapping that category's enum (`RenderModifier.Layout`, …, each
/// in its own file next to its descriptors). Renderers switch over every case exhaustively, so
/// a modifier one of them does not draw is a compile error.
public enum RenderModifier: Sendable {
    /// The `layout` category: padding, frames, offsets, position, safe areas, z-order.
    case layout(Layout)
    /// The `drawing` category: foreground, background, overlay, mask, border, clipping, shadow, tint.
    case drawing(Drawing)
    /// The `effects` category: opacity, blur, colour filters, blend modes, rotation and scale.
    case effect(Effect)
    /// The `text` category: fonts, line limits, truncation, case and selection of text in the view.
    case text(Text)
    /// The `images` category; `resizable`, `renderingMode` and `interpolation` are also folded
    /// into an image node, and renderers skip them here.
    case image(Image)
    /// The `interaction` category: gestures, lifecycle actions, hit testing, scrolling, context menus.
    case interaction(Interaction)
    /// The `input` category: keyboards, autofill, capitalisation and return keys of the text fields inside.
    case input(Input)
    /// The `accessibility` category: what VoiceOver reads and does with the view.
    case accessibility(Accessibility)
    /// The `animation` category: animations, transitions, colour scheme and Dynamic Type range.
    case animation(Animation)
    /// The `navigation` category: titles, toolbars, badges, and the alerts, dialogs and sheets the view presents.
    case navigation(Navigation)
    /// The `styles` category: control, list and label styles that reach every control of their kind inside.
    case styles(Styles)
}

/// Every modifier the engine knows, by name.
public enum ModifierCatalog {
    /// Every descriptor, category by category in ``ModifierCategory`` order: the order of the
    /// reference, the JSON catalogue and the Gallery.
    public static let all: [ModifierDescriptor] =
        RenderModifier.Layout.descriptors + RenderModifier.Drawing.descriptors + RenderModifier.Effect.descriptors
        + RenderModifier.Text.descriptors + RenderModifier.Image.descriptors + RenderModifier.Interaction.descriptors
        + RenderModifier.Input.descriptors + RenderModifier.Accessibility.descriptors + RenderModifier.Animation.descriptors
        + RenderModifier.Navigation.descriptors + RenderModifier.Styles.descriptors

    /// The names of ``ModifierCatalog/all``, in its order: what an unknown modifier's
    /// did-you-mean is picked from, and the modifiers this engine build lists among its
    /// capabilities for remote bundles.
    public static let names = all.map(\.name)

    /// The descriptors of one category, in ``ModifierCatalog/all``'s order: a section of the
    /// reference, the prompt and the Gallery.
    public static func descriptors(in category: ModifierCategory) -> [ModifierDescriptor] {
        all.filter { $0.category == category }
    }

    private static let byName: [String: ModifierDescriptor] = {
        var table: [String: ModifierDescriptor] = [:]
        for descriptor in all { table[descriptor.name] = descriptor }
        return table
    }()

    /// The descriptor for a modifier's JSON key (`blur`); nil for an unknown name, which decoding
    /// reports as an unknown modifier.
    public static func descriptor(named name: String) -> ModifierDescriptor? { byName[name] }
}
