import Foundation
import PodcastCatalog

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport for screen tests: plays a script of failures and holds, then answers from
/// the fixtures. (Client tests use the real URLSession against a local server instead.)
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    enum Step {
        /// Throw this error.
        case fail(URLError)
        /// Wait until ``release()``, then answer from the fixtures.
        case hold
    }

    private let fixtures: FixtureTransport
    private let lock = NSLock()
    private var steps: [Step]
    /// Which requests the script applies to; the others are answered from the fixtures at once.
    private let scripted: @Sendable (URLRequest) -> Bool
    private var held: [CheckedContinuation<Void, Never>] = []
    private var isReleased = false
    private(set) var requestCount = 0

    /// `steps` play in order over the requests `scripted` picks (every request by default).
    /// Pick by URL when requests run concurrently (Browse's shelves), so the script does not
    /// depend on which request happens to arrive first.
    init(_ steps: [Step], for scripted: @escaping @Sendable (URLRequest) -> Bool = { _ in true }) throws {
        fixtures = FixtureTransport(catalog: try TestCatalog.shared())
        self.steps = steps
        self.scripted = scripted
    }

    /// Requests waiting on a hold.
    var heldCount: Int { lock.withLock { held.count } }

    func release() {
        let waiting = lock.withLock {
            isReleased = true
            defer { held = [] }
            return held
        }
        waiting.forEach { $0.resume() }
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let isScripted = scripted(request)
        let step = lock.withLock { () -> Step? in
            requestCount += 1
            return steps.isEmpty || !isScripted ? nil : steps.removeFirst()
        }
        switch step {
        case .fail(let error)?:
            throw error
        case .hold?:
            await withCheckedContinuation { continuation in
                let resumeNow = lock.withLock {
                    if isReleased { return true }
                    held.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        case nil:
            break
        }
        return try await fixtures.send(request)
    }
}
