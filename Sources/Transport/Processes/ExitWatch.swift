internal import Synchronization

/// A child's exit status, set once by its reaper thread, and the callbacks waiting for it.
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

    func finish(_ status: ExitStatus) {
        let waiters = state.withLock { state in
            state.status = status
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter(status) }
    }
}

/// True for the first caller only: for a continuation that a result and a timer race to resume.
final class Once: Sendable {
    private let claimed = Atomic<Bool>(false)

    func claim() -> Bool {
        !claimed.exchange(true, ordering: .acquiringAndReleasing)
    }
}
