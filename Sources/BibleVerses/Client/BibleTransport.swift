import NetworkTransport

/// The Bible client's way out: `URLSessionTransport` in the app and with `--live`,
/// ``FixtureBibleTransport`` offline, a local server in tests.
public typealias BibleTransport = HTTPTransport
