/// `link`: SwiftUI's `Link`, a button that opens a web page outside the app. The URL goes
/// through the one rule for leaving the app (``ExternalLink``: http or https with a host), as
/// the `openExternalUrl` event it sends, so every host opens it the same way.
enum LinkNode: NodeDefinition {
    static let spec = NodeSpec(
        .link, .controls,
        props: [
            PropSpec("destination", .text, required: true, "The web page: an http(s) URL"),
            PropSpec("label", .nodeOrText, required: true, "The link's content"),
        ], "Opens a web page outside the app",
        example: #"{"type": "link", "destination": "https://www.swift.org", "label": "Swift.org"}"#)

    static func check(_ node: NodeCheck, _ decoder: inout SchemaDecoder) {
        for entry in node.props.entries where entry.name == "destination" {
            guard case .value(.constant(.string(let text))) = entry.value, WebAddress.webURL(text) == nil else { continue }
            decoder.report(.valueOutOfRange, "a link's 'destination' must be an http(s) URL with a host, found '\(text)'", at: entry.source)
        }
    }

    static func resolve(_ scope: NodeScope) -> RenderNode.Content {
        let text = scope.props.string("destination") ?? ""
        guard let url = WebAddress.webURL(text) else {
            scope.report("a link's 'destination' must be an http(s) URL with a host, found '\(text)'; the link is disabled")
            return .button(.init(label: scope.label("label"), action: nil, role: nil, isDisabled: true))
        }
        let payload = ValueTemplate.constant(.object(["url": .string(url.absoluteString)]))
        let action = Action(.custom(event: ExternalLink.event, payload: payload), source: scope.source)
        return .button(.init(label: scope.label("label"), action: BoundAction(action: action, context: scope.context), role: nil, isDisabled: false))
    }
}
