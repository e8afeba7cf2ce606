import Hummingbird
import ViewEngine
import WebRenderer

/// `POST /_sdui/action` and `GET /_sdui/settle`: carry out an interaction, or wait for
/// running actions, and answer with the session's new frame (``WireProtocol/ReplyKey``).
@MainActor
struct FrameHandler {
    let host: PreviewHost

    func action(_ request: IncomingRequest) async -> Routed {
        // JSON only: a cross-site form cannot send it without the browser asking first.
        guard request.isJSON else { return .ready(Reply.error(.unsupportedMediaType, "Actions are JSON")) }
        let session: PreviewSession
        switch current(request) {
        case .success(let found): session = found
        case .failure(let refusal): return .ready(refusal.response)
        }
        let message: ActionMessage
        do {
            message = try ActionMessage(request.body)
        } catch {
            return .ready(Reply.error(.badRequest, error.description))
        }
        // One interaction of a session at a time, in the order they came: a tap never finds
        // its page replaced by a tap that overtook it.
        return await session.serially {
            let outcome = session.handle(id: message.id, text: message.text, value: message.value, submit: message.submit)
            if case .rejected(let reason) = outcome { return .ready(Reply.error(.badRequest, reason.description)) }
            // Quick actions finish here and the page shows their result at once; slow ones
            // (network) answer with their loading state and the client asks to settle.
            await session.settle(timeout: .milliseconds(120))
            return .frame(await Self.frame(session, stale: outcome == .stale))
        }
    }

    func settle(_ request: IncomingRequest) async -> Routed {
        let session: PreviewSession
        switch current(request) {
        case .success(let found): session = found
        case .failure(let refusal): return .ready(refusal.response)
        }
        await session.settle(timeout: .seconds(12))
        return .frame(await Self.frame(session, stale: false))
    }

    private static let reload = Reply.json([WireProtocol.ReplyKey.reload.rawValue: true])

    /// What answers a frame request that has no session to draw: the page reloads when it is
    /// out of date; an unknown `?locale=` gets a 400.
    struct Refusal: Error {
        let response: Response
    }

    private func current(_ request: IncomingRequest) -> Result<PreviewSession, Refusal> {
        switch host.currentSession(request) {
        case .success(let session?): return .success(session)
        case .success(nil): return .failure(Refusal(response: Self.reload))
        case .failure(let unknown): return .failure(Refusal(response: Reply.error(.badRequest, unknown.description)))
        }
    }

    private static func frame(_ session: PreviewSession, stale: Bool) async -> Frame {
        let (page, urls, count) = await session.render()
        return Frame(html: page.html, css: page.stylesheet, title: page.title, render: count, pending: session.runningActions > 0, open: urls, stale: stale)
    }
}

/// A session's new frame, rendered on the main actor and written as JSON off it (the HTML is
/// tens of kilobytes to escape: work the main actor, which every session shares, need not do).
struct Frame: Sendable {
    let html: String
    let css: String
    let title: String
    let render: Int
    let pending: Bool
    let open: [String]
    let stale: Bool

    /// The reply (``WireProtocol/ReplyKey``); nonisolated, so the responder writes it on its own thread.
    nonisolated var response: Response {
        let fields: [(WireProtocol.ReplyKey, JSONValue)] = [
            (.html, .string(html)), (.css, .string(css)), (.title, .string(title)), (.render, .number(Double(render))),
            (.pending, .bool(pending)), (.open, .array(open.map { .string($0) })), (.stale, .bool(stale)),
        ]
        return Reply.json(.object(JSONObject(fields.map { ($0.0.rawValue, $0.1) })))
    }
}

/// The body of `POST /_sdui/action`: `{"id": 17}`, plus `"text"` for fields,
/// `"submit": true` for a search, and `"value"` (any JSON: a switch's boolean, a slider's
/// number, a picker option's value) for controls.
struct ActionMessage {
    private typealias RequestField = WireProtocol.RequestField
    let id: Int
    let text: String?
    /// The control's new value; nil when the message has none (`null` is a value).
    let value: JSONValue?
    let submit: Bool

    init(_ body: [UInt8]) throws(PreviewError) {
        let value: JSONValue
        do throws(Diagnostic) {
            value = try JSONDocument.parse(body, fileName: "action").root.value
        } catch {
            throw .actionNotJSON(error)
        }
        guard let number = value[RequestField.id.rawValue]?.numberValue, let id = Int(exactly: number) else {
            throw .actionWithoutID
        }
        self.id = id
        // A field of another type is the client's mistake, refused rather than read as absent.
        switch value[RequestField.text.rawValue] {
        case nil: text = nil
        case .string(let written)?: text = written
        default: throw .wrongField(.text, expected: "text")
        }
        self.value = value[RequestField.value.rawValue]
        switch value[RequestField.submit.rawValue] {
        case nil: submit = false
        case .bool(let flag)?: submit = flag
        default: throw .wrongField(.submit, expected: "true or false")
        }
    }
}
