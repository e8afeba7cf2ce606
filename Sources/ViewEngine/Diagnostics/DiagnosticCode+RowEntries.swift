/// The catalogue entries of the checks on what a list's rows write, which
/// ``DiagnosticCode/entry`` returns.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/rowIndexIntoOtherList``'s entry.
    static let rowIndexIntoOtherList = DiagnosticCode.Entry(
        meaning: "A list row writes through [$.index] (a control's binding or an action's key) into another array than the one the list's items read, or into that array filtered, sorted or otherwise reordered. $.index counts the rows shown, so row n writes element n of the array, which is another element.",
        example: #"{"type": "list", "items": "$.env.todos | where:done", "itemTemplate": {"type": "toggle", "binding": "$.env.todos[$.index].done"}}"#,
        fix: "Show the array itself as the list's items (and filter with each row's condition), or write by id with an update action: {\"actionType\": \"update\", \"key\": \"env.todos\", \"id\": \"$.item.id\", \"value\": {…}}.")
}
