import Testing

@testable import PreviewServer

@MainActor @Suite struct SignalTests {
    @Test func aWaitWhoseConditionAlreadyHoldsDoesNotWaitForASignal() async {
        let signal = Signal()
        // The signal that would have woken it came before the wait began: it must not hang.
        signal.signal()
        await signal.wait { true }
    }

    @Test func waitersWakeOnTheSignal() async {
        let signal = Signal()
        var woken = 0
        let waiters = (0..<3).map { _ in
            Task { @MainActor in
                await signal.wait { false }
                woken += 1
            }
        }
        while signal.waiting < 3 { await Task.yield() }
        signal.signal()
        for waiter in waiters { await waiter.value }
        #expect(woken == 3)
    }

    @Test func aCancelledWaiterStopsWaiting() async {
        let signal = Signal()
        let waiter = Task { @MainActor in await signal.wait { false } }
        waiter.cancel()
        await waiter.value
    }

    @Test func turnsAreTakenOneAtATimeInArrivalOrder() async {
        let turns = TurnQueue()
        var log: [String] = []
        let tasks = (0..<3).map { index in
            Task { @MainActor in
                await turns.enter()
                log.append("start \(index)")
                await Task.yield()
                log.append("end \(index)")
                turns.leave()
            }
        }
        for task in tasks { await task.value }
        #expect(log == ["start 0", "end 0", "start 1", "end 1", "start 2", "end 2"])
    }
}
