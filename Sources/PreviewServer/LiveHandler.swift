import Hummingbird

/// `GET /_sdui/live`: server-sent events, one with the current generation at once and one
/// on every reload, until the page goes away. Only the preview's own pages may listen: a
/// stream held open by another site's page would hold a connection for nothing.
@MainActor
struct LiveHandler {
    let host: PreviewHost

    func events(_ request: IncomingRequest) -> Response {
        guard !request.isCrossSite else { return Reply.error(.forbidden, "Live reload is for the preview's own page.") }
        let events = host.live.listen(current: host.snapshot.generation)
        return Reply.events(
            ResponseBody { writer in
                // A write to a page that has gone fails and ends the stream, closing its connection.
                for await event in events {
                    try await writer.write(ByteBuffer(string: LiveChannel.text(of: event)))
                }
                try await writer.finish(nil)
            })
    }
}
