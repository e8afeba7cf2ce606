import Foundation
import Testing
import ViewEngine
import WebRenderer

/// One browser session speaking the preview's wire protocol as the client script does: it
/// opens the page (keeping the session cookie), finds controls by their accessibility
/// identifier, sends `{id, text, value, submit}` to the action route and reads the frame.
/// Every name comes from ``WireProtocol``.
public struct PreviewClient: Sendable {
    /// A frame reply of the action and settle routes.
    public struct Frame: Sendable {
        public let status: Int
        public let json: JSONValue
        /// The body as sent (error replies are plain text).
        public let body: String

        public init(_ response: RawResponse) throws {
            status = response.status
            body = response.body
            if response.status == 200 {
                json = try JSONDocument.parse(response.body, fileName: "reply").root.value
            } else {
                json = .null
            }
        }

        public subscript(_ key: WireProtocol.ReplyKey) -> JSONValue? { json[key.rawValue] }
        public var html: String? { self[.html]?.stringValue }
        public var title: String? { self[.title]?.stringValue }
        public var isStale: Bool { self[.stale]?.boolValue == true }
        public var mustReload: Bool { self[.reload]?.boolValue == true }
        public var opened: [String] { self[.open]?.arrayValue?.compactMap(\.stringValue) ?? [] }
    }

    public let port: UInt16
    public private(set) var cookie: String?
    /// The app's HTML as the last page or frame left it.
    public private(set) var html = ""
    /// The page's `?locale=`, which every request names as the client script's do; nil for the
    /// server's locale.
    public var locale: String?

    public init(port: UInt16, cookie: String? = nil, locale: String? = nil) {
        self.port = port
        self.cookie = cookie
        self.locale = locale
    }

    /// `target` naming ``locale``.
    func located(_ target: String) -> String {
        guard let locale else { return target }
        return target + (target.contains("?") ? "&" : "?") + WireProtocol.Query.locale + "=" + locale
    }

    /// A new browser session on the server at `port`: the page opened and its first frame
    /// settled, as most protocol tests begin.
    public static func opened(port: UInt16) async throws -> PreviewClient {
        var client = PreviewClient(port: port)
        try await client.open()
        try await client.settle()
        return client
    }

    /// `GET /`: the page, and the session cookie it sets.
    @discardableResult
    public mutating func open() async throws -> RawResponse {
        var headers: [String: String] = [:]
        if let cookie { headers["Cookie"] = cookie }
        let page = try await RawHTTP.send(port: port, target: located(WireProtocol.Route.page), headers: headers)
        if let setCookie = page.headers["set-cookie"] { cookie = String(setCookie.prefix { $0 != ";" }) }
        html = page.body
        return page
    }

    /// `GET /_sdui/settle`: the frame once running actions finished.
    @discardableResult
    public mutating func settle() async throws -> Frame {
        try remember(try Frame(try await get(WireProtocol.Route.settle)))
    }

    /// Taps the element with `data-testid="<testID>"` (its `data-action`).
    @discardableResult
    public mutating func tap(_ testID: String) async throws -> Frame {
        try await send(id: try id(.action, of: testID))
    }

    /// Sends a control's new value (its `data-set`): `value` is the JSON the control would send.
    @discardableResult
    public mutating func set(_ testID: String, to value: JSONValue) async throws -> Frame {
        try await send(id: try id(.set, of: testID), value: value)
    }

    /// `POST /_sdui/action` with the given fields.
    @discardableResult
    public mutating func send(id: Int, text: String? = nil, value: JSONValue? = nil, submit: Bool = false) async throws -> Frame {
        var fields: [(String, JSONValue)] = [(WireProtocol.RequestField.id.rawValue, .number(Double(id)))]
        if let text { fields.append((WireProtocol.RequestField.text.rawValue, .string(text))) }
        if let value { fields.append((WireProtocol.RequestField.value.rawValue, value)) }
        if submit { fields.append((WireProtocol.RequestField.submit.rawValue, true)) }
        var headers = ["Content-Type": "application/json"]
        if let cookie { headers["Cookie"] = cookie }
        let response = try await RawHTTP.send(
            port: port, method: "POST", target: located(WireProtocol.Route.action), headers: headers,
            body: JSONWriter.string(.object(JSONObject(fields))))
        return try remember(try Frame(response))
    }

    /// `GET target` in this session (its cookie and ``locale``) without touching ``html``: a
    /// page with other query parameters, an asset, a route answered with an error.
    public func get(_ target: String) async throws -> RawResponse {
        var headers: [String: String] = [:]
        if let cookie { headers["Cookie"] = cookie }
        return try await RawHTTP.send(port: port, target: located(target), headers: headers)
    }

    /// The `attribute` id on the element with `data-testid="<testID>"` or, for a control
    /// whose options carry the ids (a picker), on the first element inside it.
    public func id(_ attribute: WireProtocol.Attribute, of testID: String) throws -> Int {
        let marker = "\(WireProtocol.Attribute.testID.rawValue)=\"\(testID)\""
        let range = try #require(html.range(of: marker), "no \(marker) on the page")
        let tagStart = try #require(html[..<range.lowerBound].range(of: "<", options: .backwards)).lowerBound
        // A tap's id is on the element's own tag; a value control's may be on its first option.
        var end = html.endIndex
        if attribute == .action { end = try #require(html[range.upperBound...].firstIndex(of: ">")) }
        let idStart = try #require(html[tagStart..<end].range(of: "\(attribute.rawValue)=\""), "no \(attribute.rawValue) at \(testID)").upperBound
        return try #require(Int(html[idStart...].prefix { $0.isNumber }))
    }

    private mutating func remember(_ frame: Frame) throws -> Frame {
        if let html = frame.html { self.html = html }
        return frame
    }
}
