// MARK: - Steps

/// What a store processed during one step (`Store.beginStep()` … `endStep()`): every record's
/// sequence number and the events emitted, in processing order, and whether effects sent actions
/// back (`Store.takeStepReceived()` hands those over). A host builds a request's reply from it,
/// so the reply never reads history back.
///
/// Not generic, so that code running behind a type-erased store builds and reads it without
/// looking up metadata; the actions, which are generic, are touched only when there are some.
package struct StepOutcome: Sendable, Equatable {
    /// The sequence numbers of the records processed in the step; empty (starting after the
    /// last record before the step) when it processed nothing.
    package var sequences: Range<Int>
    /// The events emitted during the step, in order.
    package var events: [UIEvent]
    /// Whether effects or delegates sent actions during the step (origin `.effect`).
    package var receivesActions: Bool

    package init(sequences: Range<Int>, events: [UIEvent], receivesActions: Bool) {
        self.sequences = sequences
        self.events = events
        self.receivesActions = receivesActions
    }
}

extension Store {
    /// Starts gathering what the store processes into one step's outcome; a step already open
    /// is discarded. Hosts serialize requests per store, so one step is open at a time.
    ///
    /// - Parameter gatheringSent: also gather the actions sent from outside, which
    ///   `takeStepSent()` hands over: what replaying the step needs, for a store that keeps no
    ///   history to read them back from.
    package func beginStep(gatheringSent: Bool = false) {
        isLoggingStep = true
        // The generic array is touched only by a store that gathers them (exploration's).
        if stepGathersSent { stepSent = [] }
        stepGathersSent = gatheringSent
        stepSequences = (sequence + 1)..<(sequence + 1)
        stepEvents = []
        if stepReceivesActions {
            stepReceivesActions = false
            stepReceived = []
        }
    }

    /// Ends the open step and returns its outcome (an empty one when none was open). The
    /// actions received stay until `takeStepReceived()` or the next step.
    package func endStep() -> StepOutcome {
        guard isLoggingStep else {
            return StepOutcome(sequences: (sequence + 1)..<(sequence + 1), events: [], receivesActions: false)
        }
        isLoggingStep = false
        let outcome = StepOutcome(sequences: stepSequences, events: stepEvents, receivesActions: stepReceivesActions)
        stepEvents = []
        return outcome
    }

    /// The actions effects and delegates sent during the last step, in processing order.
    package func takeStepReceived() -> [Action] {
        guard stepReceivesActions else { return [] }
        stepReceivesActions = false
        defer { stepReceived = [] }
        return stepReceived
    }

    /// The actions sent from outside during the last step, in processing order, when it was
    /// begun `gatheringSent`; none otherwise.
    package func takeStepSent() -> [Action] {
        guard stepGathersSent else { return [] }
        defer { stepSent = [] }
        return stepSent
    }

    /// Out of line, as `notifyAction`: the generic arrays are touched only for a received
    /// action, or a sent one when gathered.
    @inlinable
    @inline(never)
    func logAction(_ action: Action, origin: ActionOrigin, outcome: ProcessOutcome) {
        stepSequences = stepSequences.lowerBound..<(outcome.sequence + 1)
        if !outcome.events.isEmpty { stepEvents.append(contentsOf: outcome.events) }
        switch origin {
        case .effect:
            stepReceivesActions = true
            stepReceived.append(action)
        case .outside where stepGathersSent:
            stepSent.append(action)
        case .outside, .launch:
            break
        }
    }
}
