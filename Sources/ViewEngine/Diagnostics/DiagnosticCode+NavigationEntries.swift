/// The catalogue entries of the checks on moving between screens (a screen that does not
/// exist, loads that never end, a step that runs on the screen left for), which
/// ``DiagnosticCode/entry`` returns.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/unknownScreen``'s entry.
    static let unknownScreen = DiagnosticCode.Entry(
        meaning: "A tab, link or action names a screen the bundle does not define, or a selectTab action names a screen no tab of app.json shows.",
        example: #"{"actionType": "navigate", "screen": "detial"}"#,
        fix: "Add the screen (screens/NAME.json) or correct its name; selectTab names the screen of one of app.json's tabs.")

    /// ``DiagnosticCode/onLoadCycle``'s entry.
    static let onLoadCycle = DiagnosticCode.Entry(
        meaning: "Screens' onLoad actions navigate, present or reload in a circle: each load starts the next before it ends, so the app would never finish loading (a running app stops after 16 and reports SDUI1002).",
        example: #"screens/home.json: {"type": "screen", "props": {"onLoad": {"actionType": "reload"}}}"#,
        fix: "Load the next screen from a user's action (a button) instead, or end the chain at a screen whose onLoad only fetches data or sets state.")

    /// ``DiagnosticCode/stepAfterLeavingReadsParameter``'s entry.
    static let stepAfterLeavingReadsParameter = DiagnosticCode.Entry(
        meaning: "A step of a sequence comes after a back or dismiss and reads a parameter of the screen it is written on. Steps after back or dismiss run on the screen shown then, which does not have that parameter, so the step reads nothing (or that screen's own value of the name).",
        example: #"{"actionType": "sequence", "actions": [{"actionType": "back"}, {"actionType": "remove", "key": "env.expenses", "id": "$.expenseId"}]}"#,
        fix: "Put the step before the back or dismiss: {\"actions\": [{\"actionType\": \"remove\", …}, {\"actionType\": \"back\"}]}.")
}
