/// Every node type the engine knows. Renderers switch over the resolved form of these.
///
/// JSON names are matched case-insensitively and without `_`/`-`, so `lazy_vstack`,
/// `LazyVStack` and `lazyVStack` are one type; peers' other spellings are aliases in
/// ``NodeCatalog``.
public enum NodeKind: String, Sendable, CaseIterable, Hashable {
    // Layout
    case vstack, hstack, zstack, scroll, list
    case lazyVStack = "lazy_vstack"
    case lazyHStack = "lazy_hstack"
    case spacer, grid
    // Content
    case text, image, divider, progress
    // Interactive
    case button
    case navigationLink = "navigation_link"
    case textField = "text_field"
    case searchBar = "search_bar"
    case toggle, slider, picker
    case shareLink = "share_link"
    // Containers and navigation
    case tabView = "tab_view"
    case navigationStack = "navigation_stack"
    case screen, sheet
    // Composition
    case component, custom

    /// The canonical JSON name (`lazy_vstack`).
    public var name: String { rawValue }
}
