import ViewEngine

/// Something the user can do on a rendered page. The renderer gives each one it emits an id
/// (`data-action="17"`); the browser sends the id back and the host looks it up here.
public enum WebInteraction: Sendable {
    /// A button, a link or a tappable node: run its action on its screen.
    case perform(BoundAction, screen: ScreenID)
    /// A text field, search bar or text editor: store the text the browser sends at `binding`
    /// (a number field: the number `number` reads in it, or a refusal), run `onChange` when
    /// that changed the value, and on submit run `onSubmit` (after `onChange`).
    case editText(binding: BindingPath, screen: ScreenID, onSubmit: BoundAction?, onChange: BoundAction? = nil, number: NumberFieldFormat? = nil)
    /// A toggle, slider or picker: check the value the browser sends against `accepts`, write
    /// it at `binding`, then run `onChange`.
    case setValue(binding: BindingPath, screen: ScreenID, accepts: AcceptedValue, onChange: BoundAction?)
    /// A multi-select picker: the browser sends the position of the row tapped; flip that
    /// option in the array `binding` holds (`OptionFlip.applied(_:to:)`), write
    /// the result, then run `onChange`.
    case flipOption(binding: BindingPath, screen: ScreenID, flip: OptionFlip, onChange: BoundAction?)
    /// A tab of the root tab bar.
    case selectTab(Int)
    /// The navigation bar's back button.
    case back
    /// The grabber or backdrop of a presented sheet.
    case dismissSheet
    /// Closes a sheet that is shown while a state value is true, by writing `false`.
    case closeBoundSheet(binding: BindingPath, screen: ScreenID)
    /// "Show more" under a list shown a page at a time.
    case showMoreRows(listKey: String)
}

/// The interactions of one rendered page, by id.
///
/// Ids keep counting across renders of a session (pass the previous table's ``nextID``), so
/// an id from a page the browser has not replaced yet never names something else.
public struct InteractionTable: Sendable {
    /// Every interaction registered so far, by the id its element carries (`data-action`,
    /// `data-set` or `data-field`).
    public private(set) var entries: [Int: WebInteraction] = [:]
    /// The id the next ``register(_:)`` gives; the next render's ``WebRenderOptions/firstInteractionID``.
    public private(set) var nextID: Int

    /// An empty table whose first id is `firstID`.
    public init(firstID: Int = 1) {
        nextID = firstID
    }

    /// Stores `interaction` and returns its id.
    public mutating func register(_ interaction: WebInteraction) -> Int {
        let id = nextID
        nextID += 1
        entries[id] = interaction
        return id
    }

    /// The interaction with `id`; nil for an id this table did not give (another render's).
    public subscript(id: Int) -> WebInteraction? { entries[id] }

    /// How many interactions were registered.
    public var count: Int { entries.count }
}
