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

extension Store {
    /// Starts gathering what the store processes into one step's outcome; a step already open
    /// is discarded. Hosts serialize requests per store, so one step is open at a time.
    package func beginStep() {
        isLoggingStep = true
        stepSequences = (sequence + 1)..<(sequence + 1)
        if !stepEvents.isEmpty { stepEvents = [] }
        if !stepReceived.isEmpty { stepReceived = [] }
    }

    /// Ends the open step and returns its outcome (an empty one when none was open).
    package func endStep() -> StepOutcome<Action> {
        guard isLoggingStep else {
            return StepOutcome(sequences: (sequence + 1)..<(sequence + 1), received: [], events: [])
        }
        isLoggingStep = false
        let outcome = StepOutcome(sequences: stepSequences, received: stepReceived, events: stepEvents)
        if !stepEvents.isEmpty { stepEvents = [] }
        if !stepReceived.isEmpty { stepReceived = [] }
        return outcome
    }

    /// Out of line, as `notifyAction`: the generic array is touched only for a received action.
    @inline(never)
    func logAction(_ action: Action, origin: ActionOrigin, outcome: ProcessOutcome) {
        stepSequences = stepSequences.lowerBound..<(outcome.sequence + 1)
        if !outcome.events.isEmpty { stepEvents.append(contentsOf: outcome.events) }
        if case .effect = origin { stepReceived.append(action) }
    }
}
