/// What one client may cost the preview server. The preview is for the person at this
/// machine, but any web page they visit can make their browser send requests to 127.0.0.1,
/// so every resource a request can hold is bounded.
public struct PreviewLimits: Sendable {
    /// Connections open at once before new requests are answered 503 (the server keeps
    /// serving the ones it has). Slow or idle connections are closed by ``idleTimeout``.
    public var maxConnections: Int
    /// A connection with no complete request for this long is closed (covers a client that
    /// sends its headers a byte at a time, and idle keep-alive connections).
    public var idleTimeout: Duration
    /// The request line and headers together; larger requests are refused before they are read.
    public var maxHeaderBytes: Int
    /// A request body (also when sent chunked); larger bodies get 413.
    public var maxBodyBytes: Int
    /// How long a request body may take to arrive.
    public var bodyTimeout: Duration
    /// Live-reload streams open at once; a new one closes the oldest (its page reconnects),
    /// so abandoned streams can never take the connections other requests need.
    public var maxLiveStreams: Int
    /// How often a live-reload stream writes a comment: a stream whose page has gone (its
    /// socket closed by the browser) is only noticed, and closed, when a write fails.
    public var liveHeartbeat: Duration

    /// Defaults: 512 connections, 10 s idle, 32 KiB of headers, 64 KiB of body, 10 s for a
    /// body, 64 live-reload streams with a heartbeat every 15 s.
    public init(
        maxConnections: Int = 512, idleTimeout: Duration = .seconds(10), maxHeaderBytes: Int = 32 * 1024,
        maxBodyBytes: Int = 64 * 1024, bodyTimeout: Duration = .seconds(10), maxLiveStreams: Int = 64, liveHeartbeat: Duration = .seconds(15)
    ) {
        self.maxConnections = maxConnections
        self.idleTimeout = idleTimeout
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
        self.bodyTimeout = bodyTimeout
        self.maxLiveStreams = maxLiveStreams
        self.liveHeartbeat = liveHeartbeat
    }
}
