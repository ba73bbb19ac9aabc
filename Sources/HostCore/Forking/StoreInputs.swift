import Synchronization

// MARK: - StoreInputs

/// Every request that changed a store since its `store/create`, in processing order: what
/// `store/fork` replays.
///
/// Bounded: past `limit` inputs the log stops and a fork is refused (−33015, `tooManyInputs`)
/// rather than replaying an incomplete past. A request that failed after its change was
/// committed (a settle that timed out, a cancellation while settling) leaves the store in a state
/// no replay can promise to reach, so the log is marked and forks are refused (`inputsIncomplete`).
final class StoreInputs: Sendable {
    /// Why the inputs cannot rebuild the store.
    enum Gap: String, Sendable {
        case tooManyInputs
        case inputsIncomplete
    }

    private struct Log {
        var inputs: [any StoreInput] = []
        var gap: Gap?

        /// Whether one more input may be kept; past `limit` the log stops for good.
        mutating func admitsOneMore(within limit: Int) -> Bool {
            guard gap == nil else { return false }
            guard inputs.count < limit else {
                gap = .tooManyInputs
                inputs = []
                return false
            }
            return true
        }
    }

    private let log = Mutex(Log())
    private let limit: Int

    init(limit: Int = 100_000) {
        self.limit = limit
    }

    func append(_ input: any StoreInput) {
        log.withLock { log in
            if log.admitsOneMore(within: limit) { log.inputs.append(input) }
        }
    }

    /// Appends a request of a known type: boxed where the log's array keeps it, once (an
    /// `any StoreInput` made by the caller was boxed again and copied into the array, about 1k
    /// instructions a request). Labelled, so that a caller holding a typed request does not get
    /// the overload taking an existential, which overload resolution prefers.
    func append<Input: StoreInput>(request input: Input) {
        log.withLock { log in
            if log.admitsOneMore(within: limit) { log.inputs.append(input) }
        }
    }

    /// Takes on `inputs` as its own past (a fork's, started where its source stands).
    func append(contentsOf inputs: [any StoreInput]) {
        for input in inputs { append(input) }
    }

    /// A request failed after it may have changed the store.
    func markIncomplete() {
        log.withLock { log in
            log.gap = log.gap ?? .inputsIncomplete
            log.inputs = []
        }
    }

    /// The inputs so far, or why they cannot rebuild the store.
    func snapshot() -> Result<[any StoreInput], GapError> {
        log.withLock { log in
            if let gap = log.gap { return .failure(GapError(gap: gap)) }
            return .success(log.inputs)
        }
    }

    struct GapError: Error {
        let gap: Gap
    }
}
