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

    private struct Transfer {
        let continuation: Continuation
        var body = Data()
        var tooLong = false
    }

    private let redirectAllowed: (@Sendable (URL) -> Bool)?
    private let maxBodyBytes: Int
    private let lock = NSLock()
    /// The running tasks by identifier; the session's delegate queue calls in on its own threads.
    private var transfers: [Int: Transfer] = [:]

    init(redirectAllowed: (@Sendable (URL) -> Bool)?, maxBodyBytes: Int) {
        self.redirectAllowed = redirectAllowed
        self.maxBodyBytes = max(0, maxBodyBytes)
    }

    /// Starts gathering `task`'s answer for `continuation` (before the task is resumed).
    func begin(_ task: URLSessionTask, _ continuation: Continuation) {
        lock.withLock { transfers[task.taskIdentifier] = Transfer(continuation: continuation) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cut: Bool = lock.withLock {
            guard var transfer = transfers[dataTask.taskIdentifier], !transfer.tooLong else { return false }
            if transfer.body.count + data.count > maxBodyBytes {
                transfer.tooLong = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.tooLong
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
