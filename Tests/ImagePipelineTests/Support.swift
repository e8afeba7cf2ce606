import Foundation

@testable import ImagePipeline

/// A transport that answers from a table, counts requests and can hold answers back until
/// the test releases them.
final class TableTransport: ImageTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: Result<Data, ImageLoadError>]
    private var counts: [String: Int] = [:]
    private var gate: CheckedContinuation<Void, Never>?
    private var isHeld: Bool

    init(_ answers: [String: Result<Data, ImageLoadError>], held: Bool = false) {
        self.answers = answers
        self.isHeld = held
    }

    func data(from url: URL) async throws -> Data {
        let mustWait = lock.withLock {
            counts[url.absoluteString, default: 0] += 1
            return isHeld
        }
        if mustWait {
            await withCheckedContinuation { continuation in
                let release = lock.withLock { () -> Bool in
                    if isHeld {
                        gate = continuation
                        return false
                    }
                    return true
                }
                if release { continuation.resume() }
            }
        }
        let answer = lock.withLock { answers[url.absoluteString] }
        guard let answer else { throw ImageLoadError.httpStatus(404, url: url.absoluteString) }
        return try answer.get()
    }

    func requests(for url: String) -> Int { lock.withLock { counts[url, default: 0] } }

    func set(_ url: String, _ answer: Result<Data, ImageLoadError>) {
        lock.withLock { answers[url] = answer }
    }

    func release() {
        let waiting = lock.withLock {
            isHeld = false
            defer { gate = nil }
            return gate
        }
        waiting?.resume()
    }
}

/// `count` bytes of `value`.
func bytes(_ count: Int, _ value: UInt8 = 7) -> Data {
    Data(repeating: value, count: count)
}
