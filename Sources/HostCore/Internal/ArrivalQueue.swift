import Synchronization

// MARK: - ArrivalQueue

/// Serves requests to one store in the order they arrived.
///
/// Each request runs in a task of its own, and tasks can start in any order; so a request takes
/// a ticket synchronously when it arrives (on the connection's reader) and waits for its turn
/// before touching the store. Different stores have different queues and proceed in parallel.
final class ArrivalQueue: Sendable {
    /// A place in the queue; `finish` it exactly once.
    struct Ticket: Sendable {
        fileprivate let number: Int
    }

    private struct State {
        var issued = 0
        var serving = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let state = Mutex(State())

    /// Takes the next place; never waits.
    func reserve() -> Ticket {
        state.withLock { state in
            defer { state.issued += 1 }
            return Ticket(number: state.issued)
        }
    }

    /// Returns when every earlier ticket has finished.
    ///
    /// Not cancellable: a cancelled request still takes its turn (and gives it up at once), or
    /// the requests behind it would wait forever.
    func wait(for ticket: Ticket) async {
        if state.withLock({ $0.serving == ticket.number }) { return }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isReady = state.withLock { state -> Bool in
                if state.serving == ticket.number { return true }
                state.waiters[ticket.number] = continuation
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    /// Gives the turn to the next ticket.
    func finish(_ ticket: Ticket) {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            // Our own invariant: only the ticket being served finishes.
            precondition(state.serving == ticket.number, "ticket \(ticket.number) finished out of turn")
            state.serving += 1
            return state.waiters.removeValue(forKey: state.serving)
        }
        next?.resume()
    }
}
