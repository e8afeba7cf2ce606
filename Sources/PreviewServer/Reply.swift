import Foundation
import HTTPTypes
import Hummingbird
import ViewEngine

/// The preview's HTTP responses, each with the headers that keep a page from being framed,
/// sniffed or cached.
enum Reply {
    /// The page may load script and styles only from this server; inline style attributes
    /// are allowed (the renderer writes them), inline script is not. Images and a `video`
    /// node's media come from the web, as the app's data names them.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' http: https: data:; media-src 'self' http: https:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
        + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static func html(_ text: String, setCookie: String? = nil) -> Response {
        var headers = common("text/html; charset=utf-8")
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        if let setCookie { headers[.setCookie] = setCookie }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: common("application/json; charset=utf-8"), body: .init(byteBuffer: ByteBuffer(bytes: JSONWriter.bytes(value))))
    }

    static func script(_ text: String) -> Response {
        Response(status: .ok, headers: common("text/javascript; charset=utf-8"), body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A bundle or module asset. SVG can carry script, so assets get a policy that runs none.
    static func asset(_ bytes: some Sequence<UInt8>, contentType: String) -> Response {
        Response(status: .ok, headers: assetHeaders(contentType), body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A bundle file of `size` bytes, read in 64 KiB pieces as it is sent (off the main actor,
    /// which every session shares), so a large asset neither holds up other requests nor
    /// sits whole in memory.
    static func assetFile(_ file: URL, size: Int, contentType: String) -> Response {
        var headers = assetHeaders(contentType)
        headers[.contentLength] = String(size)
        return Response(
            status: .ok, headers: headers,
            body: ResponseBody { writer in
                let handle = try FileHandle(forReadingFrom: file)
                defer { try? handle.close() }  // closing a file only read cannot lose data
                while let piece = try handle.read(upToCount: 64 << 10), !piece.isEmpty {
                    try await writer.write(ByteBuffer(bytes: piece))
                }
                try await writer.finish(nil)
            })
    }

    private static func assetHeaders(_ contentType: String) -> HTTPFields {
        var headers = common(contentType)
        headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox"
        headers[.cacheControl] = "no-cache"
        return headers
    }

    /// A server-sent event stream (`text/event-stream`) of `body`'s events.
    static func events(_ body: ResponseBody) -> Response {
        Response(status: .ok, headers: common("text/event-stream; charset=utf-8"), body: body)
    }

    /// Sends the browser to `location` with a GET (after a form post).
    static func seeOther(_ location: String) -> Response {
        var headers = common("text/plain; charset=utf-8")
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    static func noContent() -> Response {
        Response(status: .noContent, headers: common("text/plain; charset=utf-8"))
    }

    static func notFound() -> Response {
        error(.notFound, "Not found")
    }

    static func error(_ status: HTTPResponse.Status, _ message: String, close: Bool = false) -> Response {
        var headers = common("text/plain; charset=utf-8")
        if close { headers[.connection] = "close" }
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: message + "\n")))
    }

    /// Too many connections: come back in a second (the connection is closed after this).
    static func busy() -> Response {
        var response = error(.serviceUnavailable, "The preview is busy; try again in a moment.", close: true)
        response.headers[.retryAfter] = "1"
        return response
    }

    // The names are valid by construction.
    private static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    private static let frameOptions = HTTPField.Name("X-Frame-Options")!

    private static func common(_ contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        headers[referrerPolicy] = "no-referrer"
        headers[frameOptions] = "DENY"
        return headers
    }
}
