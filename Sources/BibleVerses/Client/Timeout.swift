import Foundation

/// Runs `operation`, but throws `URLError(.timedOut)` once `seconds` have passed without a
/// result.
///
/// The client keeps its own clock rather than relying on the transport's timeout: Linux's
/// URLSession does not end a request whose server accepted the connection and then went
/// quiet. A structured task group cannot be used either, since it would wait for an
/// operation that ignores cancellation; here the loser is cancelled and left behind, and its
/// late result is dropped.
func withTimeout<T: Sendable>(seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let race = FirstResult<T>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            race.await(continuation)
            let work = Task {
                do {
                    race.settle(.success(try await operation()))
                } catch {
                    race.settle(.failure(error))
                }
            }
            let timer = Task {
                do {
                    try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                } catch {
                    return  // cancelled: the operation finished first
                }
                race.settle(.failure(URLError(.timedOut)))
            }
            race.onSettle {
                work.cancel()
                timer.cancel()
            }
        }
    } onCancel: {
        race.settle(.failure(CancellationError()))
    }
}

/// The first of several outcomes, handed to one waiting continuation; later outcomes are
/// ignored. Settling may happen before the continuation arrives (a cancelled caller).
private final class FirstResult<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: Result<T, any Error>?
    private var continuation: CheckedContinuation<T, any Error>?
    private var cleanUp: (@Sendable () -> Void)?

    func await(_ continuation: CheckedContinuation<T, any Error>) {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(with: outcome)
        } else {
            self.continuation = continuation
            lock.unlock()
        }
    }

    /// Runs `body` once the race is settled (now, when it already is).
    func onSettle(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        if outcome != nil {
            lock.unlock()
            body()
        } else {
            cleanUp = body
            lock.unlock()
        }
    }

    func settle(_ result: Result<T, any Error>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let waiting = continuation
        let body = cleanUp
        continuation = nil
        cleanUp = nil
        lock.unlock()
        waiting?.resume(with: result)
        body?()
    }
}
