import UIStateProtocol
import Synchronization

// MARK: - ArrivalQueue

/// Serves requests to one store in the order they arrived.
///
/// The store's `mailbox` runs the common requests (`store/dispatch`, `store/state` …) as jobs of
/// its one drainer task, queued on the connection's reader as they arrive. A request that needs
/// more than one store's turn, or runs outside a connection (`store/create`, `store/fork`,
/// subscriptions, in-process calls), takes a ticket instead: the mailbox's turn at once when it
/// is idle, else a job in the same mailbox that holds the queue from its turn until the ticket
/// is finished. Different stores have different mailboxes and proceed in parallel.
final class ArrivalQueue: Sendable {
    let mailbox = RequestMailbox()

    /// A place in the queue; `finish` it exactly once.
    struct Ticket: Sendable {
        /// nil: the turn was free and taken at once, with no job in the mailbox.
        fileprivate let queued: (turn: Latch, done: Latch)?
    }

    /// Takes the next place; never waits.
    func reserve() -> Ticket {
        if mailbox.takeTurnIfIdle() { return Ticket(queued: nil) }
        let queued = (turn: Latch(), done: Latch())
        mailbox.enqueue { _ in
            queued.turn.open()
            await queued.done.wait()
        }
        return Ticket(queued: queued)
    }

    /// Returns when every earlier request has finished.
    ///
    /// Not cancellable: a cancelled request still takes its turn (and gives it up at once), or
    /// the requests behind it would wait forever.
    func wait(for ticket: Ticket) async {
        await ticket.queued?.turn.wait()
    }

    /// Gives the turn to the next request.
    func finish(_ ticket: Ticket) {
        if let queued = ticket.queued { queued.done.open() } else { mailbox.releaseTurn() }
    }
}

// MARK: - Latch

/// Opens once; `wait` returns once it is open.
private final class Latch: Sendable {
    private let state = Mutex<(isOpen: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    func open() {
        let waiter = state.withLock { state in
            state.isOpen = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume()
    }

    /// One waiter at a time (the ticket's holder, or the mailbox's drainer).
    func wait() async {
        if state.withLock({ $0.isOpen }) { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isOpen = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiter = continuation
                return false
            }
            if isOpen { continuation.resume() }
        }
    }
}
