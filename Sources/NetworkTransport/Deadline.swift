import Foundation

/// Runs `operation` but gives up after `seconds`, throwing `URLError(.timedOut)`.
///
/// Clients enforce their timeout themselves rather than trusting the transport to: Linux's
/// URLSession, for one, does not end a request whose server accepted the connection and
/// then went quiet. The operation is cancelled on timeout; if it ignores cancellation it
/// finishes in the background and its result is dropped — the caller is never held up.
public func withDeadline<T: Sendable>(seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    let outcome = OnceResult<T>()
    let work = Task { outcome.resolve(await Result(catching: operation)) }
    let timer = Task {
        try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
        outcome.resolve(.failure(URLError(.timedOut)))
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await outcome.value()
    } onCancel: {
        outcome.resolve(.failure(CancellationError()))
    }
}

/// A result that is set once, by whichever of several tasks gets there first, and awaited
/// by one caller.
private final class OnceResult<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<T, any Error>?
    private var waiter: CheckedContinuation<T, any Error>?

    func resolve(_ outcome: Result<T, any Error>) {
        lock.lock()
        guard result == nil else {
            lock.unlock()
            return
        }
        result = outcome
        let continuation = waiter
        waiter = nil
        lock.unlock()
        continuation?.resume(with: outcome)
    }

    func value() async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                waiter = continuation
                lock.unlock()
            }
        }
    }
}

extension Result where Failure == any Error {
    /// The outcome of an async throwing closure.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
