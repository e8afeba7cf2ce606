/// The catalogue entries of the run-time codes (SDUI10xx), which ``DiagnosticCode/entry``
/// returns: problems a running app reports as ``RuntimeIssue``s.
extension DiagnosticCode.Entry {
    /// ``DiagnosticCode/unusableBoundValue``'s entry.
    static let unusableBoundValue = DiagnosticCode.Entry(meaning: "At run time a binding gave a node or modifier a value it cannot use; the fallback the message names is shown instead.",
        example: #"{"type": "text", "content": "x", "inlineStyle": {"fontSize": "$.env.size"}} while $.env.size is "huge""#,
        fix: "Make the bound state hold the type the prop takes (`sdui docs` lists each prop's type), or convert it with a transform.")

    /// ``DiagnosticCode/actionFailed``'s entry.
    static let actionFailed = DiagnosticCode.Entry(meaning: "An action could not run as written: it names a screen or tab the app does not have, a state write the value does not fit, or screens whose onLoad actions load one another in a loop (stopped at 16 deep).",
        example: #"{"actionType": "remove", "key": "env.list", "index": 9} on a list of two"#,
        fix: "Correct the action, or guard it with a condition so it runs only when it can.")

    /// ``DiagnosticCode/unhandledEvent``'s entry.
    static let unhandledEvent = DiagnosticCode.Entry(meaning: "A custom event was sent that the host registers no handler for; nothing happens.",
        example: #"{"actionType": "custom", "event": "share"} in a host without a 'share' handler"#,
        fix: "Register the handler in the host's module, or silence the warning in previews that lack it (--allow SDUI1003).")

    /// ``DiagnosticCode/requestFailed``'s entry.
    static let requestFailed = DiagnosticCode.Entry(meaning: "A request failed (network, status or decoding), or names a data source the host does not register; its status shows the failure.",
        example: #"{"actionType": "api", "source": "weather", "endpoint": "today"} in a host without a 'weather' data source"#,
        fix: "Check the endpoint and the data source's name; show `$.status.<resultKey>` so users see failures.")

    /// ``DiagnosticCode/missingModule``'s entry.
    static let missingModule = DiagnosticCode.Entry(meaning: "app.json names a module this host does not install; its data sources and handlers are missing.",
        example: #""modules": ["player"] in a host that has no 'player' module"#,
        fix: "Install the module in the host, or remove it from \"modules\".")

    /// ``DiagnosticCode/stateNotKept``'s entry.
    static let stateNotKept = DiagnosticCode.Entry(meaning: "Persisted app state could not be read or saved: the app starts from app.json's values, or keeps a change only until it closes.",
        example: #""persist": ["favorites"] while the state file is damaged or its folder cannot be written"#,
        fix: "Make the data folder writable; a damaged state file is replaced by the next save.")

    /// ``DiagnosticCode/handlerFailed``'s entry.
    static let handlerFailed = DiagnosticCode.Entry(meaning: "A custom event's handler refused or failed: an openExternalUrl whose url is not an http(s) link, a payload the handler cannot use.",
        example: #"{"actionType": "custom", "event": "openExternalUrl", "payload": {"url": "javascript:alert(1)"}}"#,
        fix: "Send the payload the host's handler documents; only web links are opened.")

    /// ``DiagnosticCode/savedStateOutdated``'s entry.
    static let savedStateOutdated = DiagnosticCode.Entry(meaning: "A persisted value does not have the structure app.json declares (saved by an earlier version of the app, or edited by hand): the elements and members of another structure are left out, or, when the whole value is of another structure, its initial value is used.",
        example: #""persist": ["favorites"] after "favorites" changed from an array to an object"#,
        fix: "Keep persisted keys' shapes compatible between versions, or rename the key when its shape changes; silence it (--allow SDUI1008) where the reset is intended.")
}
