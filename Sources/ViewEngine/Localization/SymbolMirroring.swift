/// How an SF Symbol follows a right-to-left layout. A chevron or arrow that points along the
/// reading direction (a disclosure `chevron.right`, a back `chevron.left`, `arrow.forward`)
/// must point the other way when the layout mirrors; a heart, an up arrow or a symbol that
/// points both ways (`arrow.left.arrow.right`) stays as drawn.
///
/// One rule for both renderers: the web renderer flips every mirroring symbol itself (its
/// icons are plain SVGs); SwiftUI flips only `.flip` ones, since Apple's platforms already
/// draw the `forward`/`backward` symbols mirrored in a right-to-left layout.
public enum SymbolMirroring: Sendable, Equatable {
    /// No horizontal direction: drawn as is in both directions.
    case none
    /// A `forward` / `backward` symbol: it names a reading direction, and Apple's platforms
    /// mirror it by themselves.
    case byPlatform
    /// A `left` / `right` chevron or arrow: it has a direction the platform does not mirror,
    /// so the renderer flips it horizontally in a right-to-left layout.
    case flip

    /// The families whose `left` / `right` names point somewhere. Other symbols with `left` in
    /// their names are about a place, not a direction (`sidebar.left`, `text.alignleft`,
    /// `bubble.left`, `delete.left` — the key is on that side of every keyboard).
    static let pointingFamilies: Set<Substring> = ["chevron", "arrow", "arrowshape", "arrowtriangle"]

    /// The mirroring of a symbol by its SF Symbols name (`chevron.right`, `arrow.backward.circle`).
    public init(symbol name: String) {
        let parts = name.split(separator: ".")
        if parts.contains("forward") || parts.contains("backward") {
            self = .byPlatform
            return
        }
        guard let family = parts.first, Self.pointingFamilies.contains(family) else {
            self = .none
            return
        }
        // Both sides (arrow.left.and.right, chevron.left.forwardslash.chevron.right): symmetric.
        let left = parts.contains("left"), right = parts.contains("right")
        self = left != right ? .flip : .none
    }

    /// Whether the symbol is drawn mirrored in a right-to-left layout (by the platform or by us).
    public var mirrorsInRightToLeft: Bool { self != .none }
}
