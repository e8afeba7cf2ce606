/// One modifier of a render node, typed, with everything resolved (colours against the
/// theme, views against the data). A node's ``RenderNode/modifiers`` are applied in order,
/// after its style, like chained SwiftUI modifiers.
///
/// One case per category, each wrapping that category's enum (`RenderModifier.Layout`, …, each
/// in its own file next to its descriptors). Renderers switch over every case exhaustively, so
/// a modifier one of them does not draw is a compile error.
public enum RenderModifier: Sendable {
    case layout(Layout)
    case drawing(Drawing)
    case effect(Effect)
    case text(Text)
    case image(Image)
    case interaction(Interaction)
    case input(Input)
    case accessibility(Accessibility)
    case animation(Animation)
    case navigation(Navigation)
    case styles(Styles)
}

/// Every modifier the engine knows, by name.
public enum ModifierCatalog {
    public static let all: [ModifierDescriptor] =
        RenderModifier.Layout.descriptors + RenderModifier.Drawing.descriptors + RenderModifier.Effect.descriptors
        + RenderModifier.Text.descriptors + RenderModifier.Image.descriptors + RenderModifier.Interaction.descriptors
        + RenderModifier.Input.descriptors + RenderModifier.Accessibility.descriptors + RenderModifier.Animation.descriptors
        + RenderModifier.Navigation.descriptors + RenderModifier.Styles.descriptors

    public static let names = all.map(\.name)

    private static let byName: [String: ModifierDescriptor] = {
        var table: [String: ModifierDescriptor] = [:]
        for descriptor in all { table[descriptor.name] = descriptor }
        return table
    }()

    public static func descriptor(named name: String) -> ModifierDescriptor? { byName[name] }
}
