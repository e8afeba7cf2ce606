/// Main-actor waiting without polling: ``Signal`` wakes everyone waiting for an event,
/// ``TurnQueue`` lets waiters through one at a time in arrival order.

/// Tasks wait until the next ``signal()``; a cancelled task stops waiting at once.
@MainActor
final class Signal {
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Waits for the next signal, unless `satisfied` already holds when the wait begins (the
    /// signal may have come between the caller's check and this task starting).
    func wait(unless satisfied: () -> Bool) async {
        let id = nextWaiter
        nextWaiter += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || satisfied() { continuation.resume() } else { waiters[id] = continuation }
            }
        } onCancel: {
            Task { @MainActor in self.resume(id) }
        }
    }

    /// Tasks waiting now.
    var waiting: Int { waiters.count }

    func signal() {
        let woken = waiters
        waiters = [:]
        for continuation in woken.values { continuation.resume() }
    }

    private func resume(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}

/// A first-come, first-served turn: ``enter()`` waits while another holder has the turn.
@MainActor
final class TurnQueue {
    private var busy = false
    private var queue: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard busy else {
            busy = true
            return
        }
        // The turn is handed over by leave(), still marked busy.
        await withCheckedContinuation { queue.append($0) }
    }

    func leave() {
        if queue.isEmpty {
            busy = false
        } else {
            queue.removeFirst().resume()
        }
    }
}
