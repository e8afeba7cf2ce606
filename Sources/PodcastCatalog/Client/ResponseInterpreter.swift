import Foundation
import NetworkTransport
import ViewEngine

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what the transport returned into the API's JSON or a ``DataSourceError`` the user
/// can act on. Every way the iTunes API is known to fail lands in one kind:
///
/// | what happened                                    | kind                |
/// |--------------------------------------------------|---------------------|
/// | no network, host unreachable, connection refused | `offline`           |
/// | no answer in time                                | `timeout`           |
/// | 400 with `{"errorMessage": …}`                   | `badRequest`        |
/// | 403 or 429 (throttling, often an HTML page)      | `throttled`         |
/// | 404                                              | `notFound`          |
/// | 5xx                                              | `server`            |
/// | 2xx with HTML, bad JSON, wrong shape, too big    | `malformedResponse` |
enum ResponseInterpreter {
    /// Classifies an error the transport threw.
    static func classify(transportError error: any Error) -> DataSourceError {
        if let error = error as? DataSourceError { return error }
        guard let urlError = error as? URLError else {
            return DataSourceError(.unknown, detail: String(describing: error))
        }
        let detail = TransportFailure.detail(urlError)
        switch TransportFailure(urlError.code) {
        case .timeout: return DataSourceError(.timeout, detail: detail)
        case .offline: return DataSourceError(.offline, detail: detail)
        case .unreadableResponse: return DataSourceError(.malformedResponse, detail: detail)
        case .cancelled: return DataSourceError(.unknown, message: "The request was cancelled.", messageKey: "cancelled", detail: detail)
        case .other: return DataSourceError(.unknown, detail: detail)
        }
    }

    /// The JSON body of a successful response, or the failure the response stands for.
    static func interpret(_ body: Data, _ response: HTTPURLResponse, maxBytes: Int) throws(DataSourceError) -> JSONValue {
        let status = response.statusCode
        let contentType = response.value(forHTTPHeaderField: "Content-Type") ?? "no content type"
        let what = "HTTP \(status), \(contentType), \(body.count) bytes"
        guard body.count <= maxBytes else {
            throw DataSourceError(.malformedResponse, detail: "the response is \(body.count) bytes; at most \(maxBytes) are accepted")
        }
        switch status {
        case 200..<300:
            break
        case 400:
            let reason = errorMessage(in: body)
            throw DataSourceError(
                .badRequest, message: reason.map { "The request was not accepted: \($0)" }, messageKey: reason.map { _ in "request_rejected" },
                messageArguments: reason.map { ["reason": $0] } ?? [:], detail: what)
        case 403, 429:
            throw DataSourceError(.throttled, detail: what)
        case 404:
            throw DataSourceError(.notFound, detail: what)
        case 500..<600:
            throw DataSourceError(.server, detail: what)
        default:
            throw DataSourceError(.unknown, detail: "unexpected status: \(what)")
        }
        let bytes = trimmingLeadingWhitespace(body)
        guard let first = bytes.first else {
            throw DataSourceError(.malformedResponse, detail: "the body is empty (\(what))")
        }
        if first == UInt8(ascii: "<") {
            // A proxy, captive portal or rate limiter answered in place of the API.
            throw DataSourceError(.malformedResponse, detail: "an HTML page came instead of JSON (\(what))")
        }
        let value: JSONValue
        do {
            value = try JSONDocument.parse(bytes, fileName: "response").root.value
        } catch {
            throw DataSourceError(.malformedResponse, detail: "the body is not JSON: \(error.description)")
        }
        try checkEnvelope(value)
        return value
    }

    /// The API always answers `{"resultCount": n, "results": [...]}`; a 200 with
    /// `errorMessage` is a rejected request too.
    static func checkEnvelope(_ value: JSONValue) throws(DataSourceError) {
        guard case .object(let object) = value else {
            throw .malformed("the body is \(value.typeDescription), not an object with 'results'")
        }
        if let message = object["errorMessage"]?.stringValue {
            throw DataSourceError(.badRequest, message: "The request was not accepted: \(message)")
        }
        guard case .array? = object["results"] else {
            throw .malformed("the body has no 'results' array")
        }
        if let count = object["resultCount"], count.numberValue == nil {
            throw .malformed("'resultCount' is \(count.typeDescription), not a number")
        }
    }

    /// `errorMessage` of a JSON error body, when there is one.
    static func errorMessage(in body: Data) -> String? {
        let bytes = trimmingLeadingWhitespace(body)
        guard bytes.first == UInt8(ascii: "{"), let document = try? JSONDocument.parse(bytes, fileName: "error") else {
            return nil  // an error page that is not JSON has no message to show
        }
        return document.root.value["errorMessage"]?.stringValue
    }

    /// The API pads bodies with blank lines before the JSON.
    static func trimmingLeadingWhitespace(_ body: Data) -> [UInt8] {
        let start = body.firstIndex { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) } ?? body.endIndex
        return [UInt8](body[start...])
    }
}
