import WebRenderer

/// The browser side of the preview, `Resources/client.js` (its opening comment says what it
/// does), served at ``WireProtocol/Route/clientScript``.
enum ClientScript {
    static let source = ResourceText.load("client", extension: "js", from: .module)
}
