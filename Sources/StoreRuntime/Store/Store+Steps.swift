// MARK: - Steps

/// What a store processed during one step (`Store.beginStep()` … `endStep()`): every record's
/// sequence number, the actions effects sent back, and the events emitted, in processing order.
/// A host builds a request's reply from it, so the reply never reads history back.
package struct StepOutcome<Action: Sendable>: Sendable {
    /// The sequence numbers of the records processed in the step; empty (starting after the
    /// last record before the step) when it processed nothing.
    package var sequences: Range<Int>
    /// The actions effects and delegates sent during the step (origin `.effect`), in order.
    package var received: [Action]
    /// The events emitted during the step, in order.
    package var events: [UIEvent]
}

/// An open step's outcome as the store gathers it.
struct StepLog<Action: Sendable> {
    var outcome: StepOutcome<Action>

    init(after sequence: Int) {
        outcome = StepOutcome(sequences: (sequence + 1)..<(sequence + 1), received: [], events: [])
    }

    mutating func add(sequence: Int) {
        outcome.sequences = outcome.sequences.lowerBound..<(sequence + 1)
    }
}

extension Store {
    /// Starts gathering what the store processes into one step's outcome; a step already open
    /// is discarded. Hosts serialize requests per store, so one step is open at a time.
    package func beginStep() {
        stepLog = StepLog(after: sequence)
        isLoggingStep = true
    }

    /// Ends the open step and returns its outcome (an empty one when none was open).
    package func endStep() -> StepOutcome<Action> {
        let outcome = stepLog?.outcome ?? StepLog(after: sequence).outcome
        stepLog = nil
        isLoggingStep = false
        return outcome
    }

    /// Out of line, as `notifyAction`: the generic log is touched only while a step is open.
    @inline(never)
    func logAction(_ action: Action, origin: ActionOrigin, outcome: ProcessOutcome) {
        stepLog?.add(sequence: outcome.sequence)
        if case .effect = origin { stepLog?.outcome.received.append(action) }
        if !outcome.events.isEmpty { stepLog?.outcome.events.append(contentsOf: outcome.events) }
    }
}
