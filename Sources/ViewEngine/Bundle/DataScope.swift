/// What bindings may read where the validator is: the declared shape of `$.env`, a list row's
/// `$.item`, and the top-level names of a screen or component.
struct DataScope {
    /// The shape of `$.env`; nil when the bundle declares no app state file (a lone screen).
    var env: ValueShape?
    /// The shape of `$.item` inside a list row; nil outside rows.
    var item: ValueShape?
    /// Top-level names known here with their shapes: declared parameters, and the screen
    /// state the bundle writes.
    var names: [String: ValueShape] = [:]
    /// Whether a top-level name that is not known is an error: true in a screen that declares
    /// its `params` (its data is then fully known), false elsewhere.
    var isClosed = false
    /// In a component body, whose data falls through to where it is used: every top-level
    /// name a screen or component can provide there. A name neither known here nor one of
    /// these is a warning (a misspelt parameter). Nil elsewhere.
    var outerNames: Set<String>?

    /// The parameters the screen walked declares, which a step after `back` or `dismiss`
    /// cannot read (SDUI0718). Names only passed to it are left out: they are known whole only
    /// once every screen has been walked.
    var parameters: Set<String> = []
    /// Whether a `dismiss` on the screen walked may close one of its own sheet nodes, which
    /// leaves the screen, and its parameters, where they are.
    var dismissMayCloseASheet = false

    /// Inside a list's rows: the path its `items` reads, which `[$.index]` picks from (nil
    /// when the items are filtered or reordered, so row n is not element n of any array),
    /// and the items as written, for messages.
    var rows: (items: BindingPath?, written: String)?

    /// Names every screen may read without declaring them.
    static let alwaysKnown: Set<String> = Set(["env", "status"]).union(ClockValues.names)
}
