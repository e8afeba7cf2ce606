/// Runs `work` within a time limit: whichever ends first, the work or the wait, gives the
/// answer (`late` when the time is up), and the other is cancelled. `work` should return
/// promptly when cancelled: the answer waits for it.
///
/// One home for the race that reading a body and settling a session's actions both need.
/// (NetworkTransport's `withDeadline` differs on purpose: it throws on timeout and does not
/// wait for an operation that ignores cancellation.)
func withTimeLimit<T: Sendable>(_ timeout: Duration, orElse late: T, _ work: @escaping @Sendable () async -> T) async -> T {
    await withTaskGroup(of: T.self) { group in
        group.addTask(operation: work)
        group.addTask {
            do {
                try await Task.sleep(for: timeout)
            } catch {
                // Cancelled because the work finished first.
            }
            return late
        }
        let first = await group.next() ?? late
        group.cancelAll()
        return first
    }
}
