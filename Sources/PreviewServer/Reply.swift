import FlyingFox
import Foundation
import ViewEngine

/// The preview's HTTP responses, each with the headers that keep a page from being framed,
/// sniffed or cached.
enum Reply {
    /// The page may load script and styles only from this server; inline style attributes
    /// are allowed (the renderer writes them), inline script is not.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' http: https: data:; style-src 'self' 'unsafe-inline'; script-src 'self'; "
        + "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

    static func html(_ text: String, setCookie: String? = nil) -> HTTPResponse {
        var headers = common("text/html; charset=utf-8")
        headers[.init("Content-Security-Policy")] = contentSecurityPolicy
        if let setCookie { headers[.setCookie] = setCookie }
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(text.utf8))
    }

    static func json(_ value: ViewEngine.JSONValue, status: HTTPStatusCode = .ok, setCookie: String? = nil) -> HTTPResponse {
        var headers = common("application/json; charset=utf-8")
        if let setCookie { headers[.setCookie] = setCookie }
        return HTTPResponse(statusCode: status, headers: headers, body: Data(JSONWriter.string(value).utf8))
    }

    static func script(_ text: String) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: common("text/javascript; charset=utf-8"), body: Data(text.utf8))
    }

    /// A bundle or module asset. SVG can carry script, so assets get a policy that runs none.
    static func asset(_ bytes: Data, contentType: String) -> HTTPResponse {
        var headers = common(contentType)
        headers[.init("Content-Security-Policy")] = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox"
        headers[.cacheControl] = "no-cache"
        return HTTPResponse(statusCode: .ok, headers: headers, body: bytes)
    }

    static func notFound() -> HTTPResponse {
        HTTPResponse(statusCode: .notFound, headers: common("text/plain; charset=utf-8"), body: Data("Not found\n".utf8))
    }

    static func error(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: common("text/plain; charset=utf-8"), body: Data((message + "\n").utf8))
    }

    private static func common(_ contentType: String) -> HTTPHeaders {
        var headers = HTTPHeaders()
        headers[.contentType] = contentType
        headers[.cacheControl] = "no-store"
        headers[.init("X-Content-Type-Options")] = "nosniff"
        headers[.init("Referrer-Policy")] = "no-referrer"
        headers[.init("X-Frame-Options")] = "DENY"
        return headers
    }
}
