import Hummingbird

/// `GET /_sdui/live`: server-sent events, one with the current generation at once and one
/// on every reload, until the page goes away.
@MainActor
struct LiveHandler {
    let host: PreviewHost

    func events() -> Response {
        let generations = host.live.listen(current: host.snapshot.generation)
        return Reply.events(
            ResponseBody { writer in
                for await generation in generations {
                    try await writer.write(ByteBuffer(string: LiveChannel.event(generation)))
                }
                try await writer.finish(nil)
            })
    }
}
