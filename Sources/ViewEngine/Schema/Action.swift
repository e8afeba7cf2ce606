/// Something a user interaction or a screen load does (spec §8).
public struct Action: Sendable {
    /// What an action does: one case per `actionType`, the state operations (`append`, `toggle`,
    /// …) sharing ``StateAction``.
    public enum Kind: Sendable {
        /// Pushes `screen` onto the current navigation stack.
        case navigate(screen: String, params: ValueTemplate?)
        /// Presents `screen` as a sheet with its own navigation stack.
        case present(screen: String, params: ValueTemplate?)
        /// Dismisses the top sheet (or pops, when no sheet is shown).
        case dismiss
        /// Pops the current navigation stack.
        case back
        /// Shows the tab whose root is `screen`, its stack as the user left it (a tap on the
        /// tab already shown pops it; this does not), loading that screen the first time.
        /// Sheets stay up, as they do over a tab bar: a `dismiss` before it closes one.
        case selectTab(screen: String)
        /// Re-runs the current screen's `onLoad` (a "retry").
        case reload
        /// Calls a data source and stores the result under `resultKey` of the screen state.
        case api(endpoint: TextValue, params: ValueTemplate?, resultKey: String?, source: String?)
        /// Writes `value` at `key` (`env.x` is app-wide state, anything else the screen's).
        case setState(key: StateKey, value: ValueTemplate)
        /// Changes a collection or a number in state: append, insert, remove, update, move,
        /// toggle, increment, decrement, clear.
        case state(StateAction)
        /// Scrolls the scroll views around the screen's node with this `id` until it shows,
        /// resting at `anchor` (nil: the least scrolling), animated or not.
        case scrollTo(id: TextValue, anchor: AnchorPoint?, animated: Bool)
        /// Calls the app's handler for `event`.
        case custom(event: String, payload: ValueTemplate?)
        /// Runs actions one after another, each after the previous finished.
        case sequence([Action])
        /// Starts all the actions at once and finishes when the last one has (several `api`
        /// requests, e.g. a screen's shelves, each with its own loading and error state).
        case parallel([Action])
    }

    /// What the action does, decoded from `actionType` and its fields.
    public var kind: Kind
    /// Where the action is written, so validation and runtime issues point at it.
    public var source: SourceRef
    /// `"condition"`: the action runs only when it holds, evaluated with the state as it is
    /// when the action's turn comes (after the steps before it in a sequence); nil: always.
    public var condition: BindingExpression? {
        get { guarded?.value.condition }
        set { guarded = Self.box(condition: newValue, otherwise: otherwise) }
    }
    /// `"else"`: what runs instead when ``condition`` does not hold.
    public var otherwise: Action? {
        get { guarded?.value.otherwise }
        set { guarded = Self.box(condition: condition, otherwise: newValue) }
    }
    // Both in one box, nil for the action that has neither (nearly all): an action is copied
    // into every bound button, so it stays one reference larger, not an expression and an
    // action larger (a struct cannot hold an optional of itself inline anyway).
    private var guarded: Box<(condition: BindingExpression?, otherwise: Action?)>? = nil

    private static func box(condition: BindingExpression?, otherwise: Action?) -> Box<(condition: BindingExpression?, otherwise: Action?)>? {
        condition == nil && otherwise == nil ? nil : Box((condition, otherwise))
    }

    /// An action doing `kind`, written at `source` (`.none` for one made in code), run when
    /// `condition` holds (always when nil), and `otherwise` when it does not.
    public init(_ kind: Kind, source: SourceRef = .none, condition: BindingExpression? = nil, otherwise: Action? = nil) {
        self.kind = kind
        self.source = source
        if condition != nil || otherwise != nil { guarded = Box((condition, otherwise)) }
    }

    /// The actions this one may run besides itself: a sequence's or parallel group's steps,
    /// and the `else` action.
    public var nestedActions: [Action] {
        var nested: [Action] = []
        if case .sequence(let actions) = kind { nested = actions }
        if case .parallel(let actions) = kind { nested = actions }
        if let otherwise { nested.append(otherwise) }
        return nested
    }

    /// Whether running it pushes or presents a screen: a `navigate` or `present`, or a
    /// sequence or parallel group holding one.
    public var opensScreen: Bool {
        switch kind {
        case .navigate, .present: return true
        default: return nestedActions.contains(where: \.opensScreen)
        }
    }

    /// The `actionType` names, as JSON writes them.
    public static let typeNames = ["navigate", "present", "dismiss", "back", "selectTab", "reload", "api", "setState", "scrollTo", "custom", "sequence", "parallel"]
        + StateAction.typeNames

    /// The index in ``typeNames`` of the type `written` names: exactly, else in any letter
    /// case (`Update`), as decoding reads it; nil for no action type.
    public static func typeIndex(matching written: String) -> Int? {
        typeNames.firstIndex(where: { $0 == written }) ?? typeNames.firstIndex(where: { $0.lowercased() == written.lowercased() })
    }

    /// The `actionType` as JSON writes it (`navigate`, `setState`, a state action's `decrement`).
    public var typeName: String {
        switch kind {
        case .navigate: return "navigate"
        case .present: return "present"
        case .dismiss: return "dismiss"
        case .back: return "back"
        case .selectTab: return "selectTab"
        case .reload: return "reload"
        case .api: return "api"
        case .setState: return "setState"
        case .state(let action): return action.typeName
        case .scrollTo: return "scrollTo"
        case .custom: return "custom"
        case .sequence: return "sequence"
        case .parallel: return "parallel"
        }
    }
}
