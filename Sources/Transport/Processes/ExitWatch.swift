internal import Synchronization

/// A child's exit status, set once by its reaper thread, and the callbacks waiting for it.
///
/// Reaping and signalling are ordered by one lock: `reap` collects the status under it, and
/// `whileNotReaped` sends a signal under it, so a signal is only ever sent to the child itself
/// (running, or a zombie that has not been reaped), never to a process that was given its pid
/// after the reaper freed it.
final class ExitWatch: Sendable {
    private struct State {
        var status: ExitStatus?
        var waiters: [@Sendable (ExitStatus) -> Void] = []
    }

    private let state = Mutex(State())

    var status: ExitStatus? { state.withLock { $0.status } }

    func onExit(_ body: @escaping @Sendable (ExitStatus) -> Void) {
        let ended: ExitStatus? = state.withLock { state in
            if let status = state.status { return status }
            state.waiters.append(body)
            return nil
        }
        if let ended { body(ended) }
    }

    /// Runs `body` (which reaps the child) with signals held off, records the status it returns
    /// and calls the waiters. The reaper calls it once the child has ended, so `body` does not
    /// block.
    func reap(_ body: () -> ExitStatus) {
        let (status, waiters) = state.withLock { state in
            let status = body()
            state.status = status
            defer { state.waiters = [] }
            return (status, state.waiters)
        }
        for waiter in waiters { waiter(status) }
    }

    /// Runs `body` unless the child has been reaped; false when it has (its pid may be another's).
    @discardableResult
    func whileNotReaped(_ body: () -> Void) -> Bool {
        state.withLock { state in
            guard state.status == nil else { return false }
            body()
            return true
        }
    }
}

/// True for the first caller only: for a continuation that a result and a timer race to resume.
final class Once: Sendable {
    private let claimed = Atomic<Bool>(false)

    func claim() -> Bool {
        !claimed.exchange(true, ordering: .acquiringAndReleasing)
    }
}
