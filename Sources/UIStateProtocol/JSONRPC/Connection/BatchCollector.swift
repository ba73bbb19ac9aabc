internal import Synchronization

/// Gathers the responses of one batch and sends them as one array when the last one arrives.
final class BatchCollector: Sendable {
    private struct State {
        var remaining: Int
        var responses: [ResponseMessage] = []
    }

    private let state: Mutex<State>
    private let complete: @Sendable ([ResponseMessage]) -> Void

    /// - Parameter expected: how many elements get a response (requests and invalid elements);
    ///   must be at least one, since a batch of only notifications is answered with nothing.
    init(expected: Int, complete: @escaping @Sendable ([ResponseMessage]) -> Void) {
        precondition(expected > 0)
        state = Mutex(State(remaining: expected))
        self.complete = complete
    }

    func add(_ response: ResponseMessage) {
        let finished: [ResponseMessage]? = state.withLock { state in
            state.responses.append(response)
            state.remaining -= 1
            return state.remaining == 0 ? state.responses : nil
        }
        if let finished { complete(finished) }
    }
}
