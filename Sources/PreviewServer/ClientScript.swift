import WebRenderer

/// The browser side of the preview, served at ``WireProtocol/Route/clientScript`` as one
/// script: `Resources/client.js` (frames, layout, requests; its opening comment says what the
/// whole does), then `Resources/client-input.js` (taps, gestures, keys, control values).
enum ClientScript {
    static let source = ["client", "client-input"]
        .map { ResourceText.load($0, extension: "js", from: .module) }
        .joined(separator: "\n")
}
