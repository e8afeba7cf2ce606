import WebRenderer

/// The browser side of the preview, served at ``WireProtocol/Route/clientScript`` as one
/// script: `Resources/client-layout.js` (layout HTML cannot do alone), `Resources/client.js`
/// (frames and requests; its opening comment says what the whole does), then
/// `Resources/client-input.js` (taps, gestures, keys, control values).
enum ClientScript {
    static let source = ["client-layout", "client", "client-input"]
        .map { ResourceText.load($0, extension: "js", from: .module) }
        .joined(separator: "\n")
}
