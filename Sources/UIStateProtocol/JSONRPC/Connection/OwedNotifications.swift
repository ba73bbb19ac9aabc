internal import Synchronization

/// Notifications a connection owes its client: a change reached a sender (a subscription) and
/// the notification covering it is not written yet.
///
/// `shutdown`, `exit` and end of input wait, once every earlier request was answered, for the
/// debts open at that moment, never for later ones: every change those requests made reached its
/// subscription before their replies left (a store's observer runs inside the step), so it is
/// among them, while a live effect that keeps changing state adds only later debts and cannot
/// keep the connection alive. Debts are numbered in the order taken, so "open at that moment"
/// is "numbered up to the last one taken".
///
/// A reply waits only for the debts its own request's changes opened or joined (`ReplyHooks`
/// records their numbers): a step on one store that stays unanswered while it settles must not
/// hold up the replies to other stores' requests.
final class OwedNotifications: Sendable {
    /// What a waiter waits for.
    private enum Awaited {
        /// Every debt numbered up to this one.
        case through(UInt64)
        /// These debts.
        case debts(Set<UInt64>)

        func isSettled(open: Set<UInt64>, oldest: UInt64) -> Bool {
            switch self {
            case .through(let number): return number < oldest
            case .debts(let numbers): return open.isDisjoint(with: numbers)
            }
        }
    }

    private struct State {
        var taken: UInt64 = 0
        var open: Set<UInt64> = []
        var waiters: [(awaited: Awaited, inline: Bool, run: @Sendable () -> Void)] = []
    }

    private let state = Mutex(State())
    private let runWaiters: @Sendable ([@Sendable () -> Void]) -> Void

    /// - Parameter runWaiters: runs the waiters a settlement made ready, in order. By default on
    ///   a task of their own, off the settling thread: a waiter may exit the process, and the
    ///   settling thread may be the one that writes the output (a notification's written
    ///   callback), which an exit waits for to drain the queue: run there, it would wait for
    ///   itself. Tests of the numbering pass a runner that calls them at once.
    init(runWaiters: @escaping @Sendable ([@Sendable () -> Void]) -> Void = { ready in Task { for body in ready { body() } } }) {
        self.runWaiters = runWaiters
    }

    /// Opens a debt and returns its number.
    func owe() -> UInt64 {
        state.withLock { state in
            state.taken += 1
            state.open.insert(state.taken)
            return state.taken
        }
    }

    /// Settles debt `number`, running the waiters it was the last for.
    func settle(_ number: UInt64) {
        let (ready, inline) = state.withLock { state -> ([@Sendable () -> Void], [@Sendable () -> Void]) in
            guard state.open.remove(number) != nil, !state.waiters.isEmpty else { return ([], []) }
            let oldest = state.open.min() ?? .max
            // The usual case, one held reply waiting: taken without a pass that rebuilds the list.
            if state.waiters.count == 1 {
                guard state.waiters[0].awaited.isSettled(open: state.open, oldest: oldest) else { return ([], []) }
                let waiter = state.waiters.removeLast()
                return waiter.inline ? ([], [waiter.run]) : ([waiter.run], [])
            }
            var ready: [@Sendable () -> Void] = []
            var inline: [@Sendable () -> Void] = []
            state.waiters.removeAll { [open = state.open] waiter in
                guard waiter.awaited.isSettled(open: open, oldest: oldest) else { return false }
                if waiter.inline { inline.append(waiter.run) } else { ready.append(waiter.run) }
                return true
            }
            return (ready, inline)
        }
        // Outside the lock (a waiter may exit the process or send a reply), and by default off
        // this thread (see `init`), unless it is known not to block (`runsInline`).
        for body in inline { body() }
        if !ready.isEmpty { runWaiters(ready) }
    }

    /// Whether any of `debts` is still open.
    func isOpen(any debts: Set<UInt64>) -> Bool {
        !debts.isEmpty && state.withLock { !$0.open.isDisjoint(with: debts) }
    }

    /// Runs `body` once every debt open now is settled: at once when none is.
    func whenSettled(_ body: @escaping @Sendable () -> Void) {
        wait(for: nil, body)
    }

    /// Runs `body` once every one of `debts` is settled: at once when none is open. A body
    /// that never blocks, exits or waits on the output (`runsInline`) runs on the settling
    /// thread, with no task (a held reply's flush, once per subscribed request).
    func whenSettled(_ debts: Set<UInt64>, runsInline: Bool = false, _ body: @escaping @Sendable () -> Void) {
        wait(for: debts, inline: runsInline, body)
    }

    private func wait(for debts: Set<UInt64>?, inline: Bool = false, _ body: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            let awaited = debts.map(Awaited.debts) ?? .through(state.taken)
            guard !awaited.isSettled(open: state.open, oldest: state.open.min() ?? .max) else { return true }
            state.waiters.append((awaited, inline, body))
            return false
        }
        if now { body() }
    }
}

/// One notification a connection owes (see `OwedNotifications`): settled once the notification
/// covering the change was written, or is no longer owed (its subscription ended). Settling
/// twice does nothing, and a debt dropped unsettled settles itself, so none can hold up an exit.
package final class NotificationDebt: Sendable {
    private let ledger: OwedNotifications?
    /// Its place in the ledger's numbering (0 when it has no ledger).
    let number: UInt64
    private let settled = Atomic<Bool>(false)

    init(in ledger: OwedNotifications) {
        self.ledger = ledger
        number = ledger.owe()
    }

    /// A debt nobody waits for: notifications that go to an in-process listener.
    package init() {
        ledger = nil
        number = 0
    }

    package func settle() {
        guard !settled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        ledger?.settle(number)
    }

    deinit { settle() }
}
