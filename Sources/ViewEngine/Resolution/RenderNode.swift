/// A node of the resolved render tree: the contract between the engine and its renderers.
///
/// Everything is decided here — conditions applied, bindings and transforms evaluated,
/// styles merged and resolved against the theme, components expanded — so a renderer only
/// maps each ``Content`` case to a view and applies ``style`` in its documented order.
public struct RenderNode: Sendable {
    /// Stable identity: the node's `id`, else (in list rows) the item's own id.
    public var id: String?
    /// Where the node stands among its siblings as written, counting those a condition hides:
    /// an identity that does not shift when a sibling before it appears or disappears, so a
    /// renderer's `ForEach` keeps each child's view state (focus, typed text, a loaded image).
    public internal(set) var position: Int = 0
    /// What the node shows: one case per kind of view, with its resolved payload.
    public var content: Content
    // Boxed: most nodes have no style, no accessibility text and no tap action, and a node
    // that carried them inline would be hundreds of bytes to copy.
    private var styleBox: Box<ResolvedStyle>?
    private var extrasBox: Box<Extras>?

    /// What few nodes have: accessibility text, a tap action, an entry transition, modifiers.
    private struct Extras {
        var accessibility: Accessibility = .none
        var onTap: BoundAction?
        var transition: Transition?
        var modifiers: [RenderModifier] = []
    }

    /// A node showing `content`; the style, accessibility text, tap action and transition are
    /// optional and stored only when set.
    public init(
        id: String? = nil, content: Content, style: ResolvedStyle = .none, accessibility: Accessibility = .none, onTap: BoundAction? = nil,
        transition: Transition? = nil
    ) {
        self.id = id
        self.content = content
        if !style.isEmpty { styleBox = Box(style) }
        if !accessibility.isEmpty || onTap != nil || transition != nil {
            extrasBox = Box(Extras(accessibility: accessibility, onTap: onTap, transition: transition))
        }
    }

    init(id: String?, content: Content, styleBox: Box<ResolvedStyle>?) {
        self.id = id
        self.content = content
        self.styleBox = styleBox
    }

    /// The node's resolved style (empty when it has none).
    public var style: ResolvedStyle {
        get { styleBox?.value ?? .none }
        set { styleBox = newValue.isEmpty ? nil : Box(newValue) }
    }

    var sharedStyle: Box<ResolvedStyle>? { styleBox }

    /// The node's accessibility text and hiding, from its `accessibility…` props;
    /// ``RenderNode/Accessibility/none`` when unset.
    public var accessibility: Accessibility {
        get { extrasBox?.value.accessibility ?? .none }
        set { updateExtras { $0.accessibility = newValue } }
    }

    /// Makes any node tappable.
    public var onTap: BoundAction? {
        get { extrasBox?.value.onTap }
        set { updateExtras { $0.onTap = newValue } }
    }

    /// How the node animates in when its key changes from one render to the next.
    public var transition: Transition? {
        get { extrasBox?.value.transition }
        set { updateExtras { $0.transition = newValue } }
    }

    /// The node's modifiers, applied after its style in this order (outermost last).
    public var modifiers: [RenderModifier] {
        get { extrasBox?.value.modifiers ?? [] }
        set { updateExtras { $0.modifiers = newValue } }
    }

    /// Copies the extras (the box may be shared with other copies of the node) and changes one.
    private mutating func updateExtras(_ change: (inout Extras) -> Void) {
        var extras = extrasBox?.value ?? Extras()
        change(&extras)
        extrasBox = Box(extras)
    }

    /// An entry animation: when ``key`` differs from the previous render's, the node animates
    /// in (SwiftUI: a new identity with a transition; web: a CSS animation).
    public struct Transition: Sendable, Hashable {
        /// The node's `transition` prop: how it animates in.
        public enum Kind: String, Sendable, CaseIterable {
            /// `"opacity"`, the default: SwiftUI's `.opacity`, a fade in.
            case opacity
            /// `"slide"`: SwiftUI's `.slide`, in from the leading edge.
            case slide
            /// `"scale"`: SwiftUI's `.scale`, growing from nothing.
            case scale
        }

        /// How the node animates in.
        public var kind: Kind
        /// The node's `animationKey`, evaluated: a change from the previous render starts the animation.
        public var key: String

        /// An entry animation of `kind`, started when `key` changes.
        public init(kind: Kind, key: String) {
            self.kind = kind
            self.key = key
        }
    }

    /// What assistive technology and UI tests see of a node, from its common props; a renderer
    /// applies only what is set, so an unset label keeps the view's own (a text's content).
    public struct Accessibility: Sendable, Hashable {
        /// What assistive technology reads for the node: `accessibilityLabel` (SwiftUI's `.accessibilityLabel`).
        public var label: String?
        /// What happens when the node is activated: `accessibilityHint` (SwiftUI's `.accessibilityHint`).
        public var hint: String?
        /// A stable id for UI tests: `accessibilityIdentifier` (SwiftUI's `.accessibilityIdentifier`).
        public var identifier: String?
        /// Hides the node from assistive technology: `accessibilityHidden` (SwiftUI's `.accessibilityHidden`).
        public var isHidden: Bool

        /// Nothing set: no label, hint or identifier, and not hidden.
        public static let none = Accessibility(label: nil, hint: nil, identifier: nil, isHidden: false)

        /// Whether nothing is set (equal to ``none``), so a renderer can skip the node's accessibility.
        public var isEmpty: Bool { self == .none }
    }
}

/// An action together with the data context of the control that fires it (its list item,
/// component parameters), evaluated when it runs, against the state at that moment.
public struct BoundAction: Sendable {
    /// The action as written, its values still unevaluated.
    public let action: Action
    /// The data the action's bindings read: the control's screen state, list item or parameters.
    public let context: DataContext

    /// Binds `action` to the context of the control that fires it.
    public init(action: Action, context: DataContext) {
        self.action = action
        self.context = context
    }
}
