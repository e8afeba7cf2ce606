import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport``: gathers each task's body up to the limit
/// (cancelling a task whose body passes it), and refuses redirects before they are followed,
/// so a refused URL is never requested (checking the final URL afterwards would be too late:
/// the request would already have gone out).
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Continuation = CheckedContinuation<(Data, HTTPURLResponse), any Error>

    /// One running task's answer so far. A class, so a chunk is appended in place rather than
    /// to a copy of everything received before it.
    private final class Transfer {
        let continuation: Continuation
        var body = Data()
        var tooLong = false

        init(_ continuation: Continuation) {
            self.continuation = continuation
        }
    }

    private let redirectAllowed: (@Sendable (URL) -> Bool)?
    private let maxBodyBytes: Int
    private let lock = NSLock()
    /// The running tasks by identifier; the session's delegate queue calls in on its own threads.
    private var transfers: [Int: Transfer] = [:]
    /// Tasks cancelled before ``begin(_:_:)`` registered them (the caller was cancelled first).
    private var cancelledEarly: Set<Int> = []

    init(redirectAllowed: (@Sendable (URL) -> Bool)?, maxBodyBytes: Int) {
        self.redirectAllowed = redirectAllowed
        self.maxBodyBytes = max(0, maxBodyBytes)
    }

    /// Starts `task` for `continuation`, unless the caller was cancelled already: then the
    /// continuation is resumed at once, as the task's completion may never come.
    func begin(_ task: URLSessionTask, _ continuation: Continuation) {
        let cancelled: Bool = lock.withLock {
            if cancelledEarly.remove(task.taskIdentifier) != nil { return true }
            transfers[task.taskIdentifier] = Transfer(continuation)
            return false
        }
        if cancelled {
            continuation.resume(throwing: URLError(.cancelled))
        } else {
            task.resume()
        }
    }

    /// Cancels `task` for a caller that was cancelled; safe before and after ``begin(_:_:)``.
    func cancel(_ task: URLSessionTask) {
        lock.withLock {
            if transfers[task.taskIdentifier] == nil { cancelledEarly.insert(task.taskIdentifier) }
        }
        task.cancel()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cut: Bool = lock.withLock {
            guard let transfer = transfers[dataTask.taskIdentifier], !transfer.tooLong else { return false }
            if transfer.body.count + data.count > maxBodyBytes {
                transfer.tooLong = true
                transfer.body = Data()
                return true
            }
            transfer.body.append(data)
            return false
        }
        if cut { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: task.taskIdentifier) }) else { return }
        if transfer.tooLong {
            transfer.continuation.resume(throwing: URLError(.dataLengthExceedsMaximum))
        } else if let error {
            transfer.continuation.resume(throwing: error)
        } else if let response = task.response as? HTTPURLResponse {
            transfer.continuation.resume(returning: (transfer.body, response))
        } else {
            transfer.continuation.resume(throwing: URLError(.badServerResponse))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let redirectAllowed else { return completionHandler(request) }
        // nil: do not follow; the task completes with the redirect response itself.
        completionHandler(request.url.map(redirectAllowed) == true ? request : nil)
    }
}
