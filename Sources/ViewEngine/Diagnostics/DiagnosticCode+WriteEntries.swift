/// The catalogue entries of the checks on what state writes: values that do not fit the
/// declared state, and what a list's rows write; ``DiagnosticCode/entry`` returns them.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/writeDoesNotFit``'s entry.
    static let writeDoesNotFit = DiagnosticCode.Entry(
        meaning: "A state action writes a value that does not fit the state app.json declares (a literal of another kind or with a member the seed does not declare, or a binding to an array where text is declared; update replaces any element but an object whole), or ${…} text where a boolean is declared (the text \"false\" counts as true), or a control is bound to state declared as something it cannot write (a toggle to text, a slider to an array), or works on a value of a kind it cannot (increment on a list, clear on a number). The running app refuses those of another structure (text for a list) and leaves the state as it was.",
        example: #"{"actionType": "setState", "key": "env.count", "value": "seven"} where "state": {"count": 0}"#,
        fix: "Write a value of the declared kind (a number for a number, an object with declared members for a list of objects), or change the declaration in app.json.")

    /// ``DiagnosticCode/rowIndexIntoOtherList``'s entry.
    static let rowIndexIntoOtherList = DiagnosticCode.Entry(
        meaning: "A list row writes through [$.index] (a control's binding or an action's key) into another array than the one the list's items read, or into that array filtered, sorted or otherwise reordered. $.index counts the rows shown, so row n writes element n of the array, which is another element.",
        example: #"{"type": "list", "items": "$.env.todos | where:done", "itemTemplate": {"type": "toggle", "binding": "$.env.todos[$.index].done"}}"#,
        fix: "Show the array itself as the list's items (and filter with each row's condition), or write by id with an update action: {\"actionType\": \"update\", \"key\": \"env.todos\", \"id\": \"$.item.id\", \"value\": {…}}.")

    /// ``DiagnosticCode/screenStateNamedLikeAppState``'s entry.
    static let screenStateNamedLikeAppState = DiagnosticCode.Entry(
        meaning: "A state action's key or a control's binding writes the screen's own state (it does not start with env. or $.env.) under a name app.json's \"state\" declares as app state, so the app state, and everything that reads $.env, stays as it was.",
        example: #"{"actionType": "clear", "key": "cart"} where "state": {"cart": []}"#,
        fix: "Write env.cart (bind $.env.cart) to change the app state; if the screen keeps a state of its own by that name, rename it.")

    /// ``DiagnosticCode/rowCopyWritten``'s entry.
    static let rowCopyWritten = DiagnosticCode.Entry(
        meaning: "A control's binding or a state action's key writes to $.item or $.index. A list row's $.item is a copy of its element, which the running app does not keep, so it refuses the write.",
        example: #"{"type": "list", "items": "$.env.todos", "itemTemplate": {"type": "toggle", "binding": "$.item.done"}}"#,
        fix: "Write to the element in the array the list shows: \"binding\": \"$.env.todos[$.index].done\", or an update action by id.")
}
