import Hummingbird
import ViewEngine
import WebRenderer

/// `/_sdui/snapshot/<screen>/<id>.svg?w=&h=&px=&text-size=`: the node with `id` on the session's
/// screen, drawn as the page draws it, `w`×`h` points (the client measures the node), at the
/// page's text size and, with `px`, an image that many pixels wide, for a share link's
/// "Download image". Only the requesting session's screens are reachable.
@MainActor
struct SnapshotHandler {
    let host: PreviewHost

    func snapshot(_ request: IncomingRequest) -> Response {
        let parts = request.rawPath.dropFirst(WireProtocol.Route.snapshotPrefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), parts[1].hasSuffix(".svg"),
            let id = String(parts[1].dropLast(4)).removingPercentEncoding, !id.isEmpty
        else { return Reply.notFound() }
        // An unknown locale, like an unknown session, reaches nothing.
        guard case .success(let session?) = host.currentSession(request), session.runtime.screen(ScreenID(rawValue: number)) != nil,
            let node = session.runtime.render(ScreenID(rawValue: number)).firstNode(withID: id)
        else { return Reply.notFound() }
        let textSize: TextSize
        // The client names the page's size unless it is large, whatever the server's default.
        switch TextSizeControl.size(asked: request.query, default: .standard) {
        case .success(let size): textSize = size
        case .failure(let unknown): return Reply.error(.badRequest, unknown.description)
        }
        let svg = SnapshotDocument.svg(
            of: node, width: request.query[WireProtocol.Query.width].flatMap(Double.init), height: request.query[WireProtocol.Query.height].flatMap(Double.init),
            pixelWidth: request.query[WireProtocol.Query.pixelWidth].flatMap(Double.init), colorScheme: session.runtime.preferredColorScheme, textSize: textSize)
        return Reply.asset(svg.utf8, contentType: "image/svg+xml")
    }
}
