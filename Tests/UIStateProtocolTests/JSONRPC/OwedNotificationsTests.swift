import Foundation
import JSON
import Synchronization
import Testing
@testable import UIStateProtocol

/// What `shutdown`, `exit` and end of input wait for: the notifications owed when the requests
/// before them were answered, and none owed later.
@Suite struct OwedNotificationsTests {
    /// A ledger that runs its waiters at once, on the settling thread, so the numbering can be
    /// checked step by step.
    static func ledger() -> OwedNotifications {
        OwedNotifications(runWaiters: { ready in for body in ready { body() } })
    }

    /// A waiter that cannot block (a held reply's flush) runs on the settling thread; the others
    /// go to the ledger's runner, as before.
    @Test func aWaiterThatRunsInlineSkipsTheRunner() {
        let handed = Mutex(0)
        let ledger = OwedNotifications(runWaiters: { ready in handed.withLock { $0 += ready.count } })
        let debt = NotificationDebt(in: ledger)
        let ran = Mutex(false)
        ledger.whenSettled([debt.number], runsInline: true) { ran.withLock { $0 = true } }
        ledger.whenSettled([debt.number]) {}
        debt.settle()
        #expect(ran.withLock { $0 })
        #expect(handed.withLock { $0 } == 1)
    }

    @Test func withNothingOwedTheWaiterRunsAtOnce() {
        let ledger = Self.ledger()
        let ran = Mutex(false)
        ledger.whenSettled { ran.withLock { $0 = true } }
        #expect(ran.withLock { $0 })
    }

    @Test func theWaiterRunsOnceEveryDebtOpenWhenItBeganIsSettled() {
        let ledger = Self.ledger()
        let first = NotificationDebt(in: ledger), second = NotificationDebt(in: ledger)
        let ran = Mutex(false)
        ledger.whenSettled { ran.withLock { $0 = true } }
        second.settle()
        #expect(!ran.withLock { $0 })
        first.settle()
        #expect(ran.withLock { $0 })
    }

    /// A store that keeps changing (a live effect) keeps opening debts; none of them may hold
    /// up a waiter that began before them.
    @Test func debtsOpenedLaterDoNotHoldTheWaiterUp() {
        let ledger = Self.ledger()
        let owed = NotificationDebt(in: ledger)
        let ran = Mutex(false)
        ledger.whenSettled { ran.withLock { $0 = true } }
        let later = NotificationDebt(in: ledger)
        owed.settle()
        #expect(ran.withLock { $0 })
        withExtendedLifetime(later) {}
    }

    /// A reply waits for the debts its own request recorded: an older debt another request
    /// owes (a step still settling) does not hold it, and it runs once its own are settled.
    @Test func aWaiterOnSomeDebtsIgnoresTheOthers() {
        let ledger = Self.ledger()
        let others = NotificationDebt(in: ledger)
        let own = NotificationDebt(in: ledger)
        #expect(ledger.isOpen(any: [own.number]))
        #expect(!ledger.isOpen(any: []))
        let ran = Mutex(false)
        ledger.whenSettled([own.number]) { ran.withLock { $0 = true } }
        #expect(!ran.withLock { $0 })
        own.settle()
        #expect(ran.withLock { $0 })
        #expect(!ledger.isOpen(any: [own.number]))
        let atOnce = Mutex(false)
        ledger.whenSettled([own.number]) { atOnce.withLock { $0 = true } }
        #expect(atOnce.withLock { $0 })
        withExtendedLifetime(others) {}
    }

    @Test func settlingTwiceOrDroppingADebtUnsettledSettlesItOnce() {
        let ledger = Self.ledger()
        let kept = NotificationDebt(in: ledger)
        do { _ = NotificationDebt(in: ledger) }
        let ran = Mutex(0)
        ledger.whenSettled { ran.withLock { $0 += 1 } }
        kept.settle()
        kept.settle()
        #expect(ran.withLock { $0 } == 1)
    }

    /// A debt is often settled by the thread that writes the output, and the waiter may be an
    /// exit that waits for that thread to drain the queue.
    @Test func waitersRunOffTheThreadThatSettles() async {
        let ledger = OwedNotifications()
        let debt = NotificationDebt(in: ledger)
        let settler = Mutex<Thread?>(nil)
        let ranOnSettler = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            ledger.whenSettled { continuation.resume(returning: settler.withLock { $0 } === Thread.current) }
            // A thread of its own, which no task can run on afterwards.
            Thread.detachNewThread {
                settler.withLock { $0 = Thread.current }
                debt.settle()
            }
        }
        #expect(!ranOnSettler)
    }

    @Test func shutdownIsAnsweredOnlyOnceWhatTheEarlierRequestsCausedIsWritten() async throws {
        let debts = Mutex<[NotificationDebt]>([])
        var registry = MethodRegistry()
        // A request whose work leaves a notification owed, as a change reaching a subscription does.
        registry.register("test/change") { _, context in
            debts.withLock { $0.append(context.notificationSink.owe()) }
            return .result(.null)
        }
        let harness = ConnectionHarness(registry: registry)
        try await harness.initialize()
        harness.request(1, "test/change")
        #expect(try await harness.next()["id"] == 1)
        harness.request(2, "shutdown")
        #expect(harness.pendingCount == 0, "shutdown answered while a notification was owed")
        for debt in debts.withLock({ $0 }) { debt.settle() }
        let reply = try await harness.next()
        #expect(reply["id"] == 2)
        #expect(reply["result"] == .null)
    }
}
