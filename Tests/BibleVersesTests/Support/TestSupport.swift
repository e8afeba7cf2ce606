import Foundation
import TestSupport
import ViewEngine


#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@testable import BibleVerses

/// The bundled offline Bible, loaded once for all tests (it is immutable).
enum TestBible {
    private static let loaded = Result { try FixtureBible.bundled() }

    static func shared() throws -> FixtureBible {
        try loaded.get()
    }
}

/// A Bible database file for one test, removed (with its WAL and shared-memory files) when
/// the last reference goes: suites keep one as a property, so it lives exactly as long as
/// the test, and no test has to remember to clean up.
final class TemporaryDatabase: Sendable {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("sdui-bible-\(UUID().uuidString).sqlite").path

    deinit {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)  // best effort: a leftover temp file is harmless
        }
    }
}

/// An offline client over the fixtures, with seeded random picks.
func fixtureClient(seed: UInt64 = 7) throws -> BibleAPIClient {
    BibleAPIClient(transport: FixtureBibleTransport(bible: try TestBible.shared(), random: SeededRandomSource(seed: seed)))
}

/// Runs `body` and returns the ``BibleAPIError`` it threw, or nil when it succeeded.
func apiError(_ body: () async throws(BibleAPIError) -> Void) async -> BibleAPIError? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}

/// A transport that counts requests and passes them to the fixtures (or fails them).
final class CountingTransport: BibleTransport, @unchecked Sendable {
    private let lock = NSLock()
    private let fixtures: FixtureBibleTransport
    private var count = 0
    private var failure: URLError?

    init(seed: UInt64 = 7) throws {
        fixtures = FixtureBibleTransport(bible: try TestBible.shared(), random: SeededRandomSource(seed: seed))
    }

    var requests: Int { lock.withLock { count } }

    /// Makes every later request fail with `error` (nil: answer again).
    func fail(with error: URLError?) {
        lock.withLock { failure = error }
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let failure = lock.withLock { () -> URLError? in
            count += 1
            return self.failure
        }
        if let failure { throw failure }
        return try await fixtures.send(request)
    }
}
