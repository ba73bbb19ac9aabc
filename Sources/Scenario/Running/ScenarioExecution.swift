import Components
import JSON
import UIStateProtocol

/// The state of one scenario run: the state as last asserted, the received actions not yet
/// consumed, the events not yet checked.
struct ScenarioExecution {
    let document: ScenarioDocument
    let session: any ScenarioSession
    let runner: ScenarioRunner
    let position: StepPosition

    /// The state as last asserted (or, when not exhaustive, last seen).
    var known: JSONValue = .null
    /// Actions effects sent that no `receive` has consumed yet, with the state after each
    /// (`nil` when the step that sent them already accounts for their change).
    var pending: [(action: JSONValue, state: JSONValue?)] = []
    var events: [JSONValue] = []
    /// Whether a `relaunch` step ran: `expect.invariant`'s `relaunched`.
    var relaunched = false
    var notes: [StepNote] = []
    /// Step traces, when the runner records them, and what the next one needs.
    var traces: [StepTrace] = []
    var lastOutcome = SessionOutcome()
    var tracedState: JSONValue = .null
    var check: StateCheck { StateCheck(exhaustivity: document.exhaustivity) }

    init(document: ScenarioDocument, session: any ScenarioSession, runner: ScenarioRunner, position: StepPosition) {
        self.document = document
        self.session = session
        self.runner = runner
        self.position = position
    }

    /// Why a step stopped the scenario.
    struct Stop: Error {
        var status: ScenarioResult.Status
        var message: String
        var diff: String?
        /// Overrides the step's location (an unknown action's member, say).
        var location: SourceLocation?
        var screenshot: ScreenshotMismatch?
    }

    mutating func run() async -> ScenarioResult {
        var result = ScenarioResult(
            name: document.name, file: document.source.path, feature: document.feature, tags: document.tags,
            status: .passed, stepCount: document.steps.count, stepsPassed: 0
        )
        do {
            try await create()
        } catch {
            result.status = error.status
            result.failure = StepFailure(step: nil, kind: "file", label: nil, location: error.location ?? document.source.location(.root), message: error.message, diff: error.diff)
            return result
        }
        await trace(number: 0, kind: "launch", label: nil, request: ["launch": .string(document.feature)], failed: false)
        for (index, step) in document.steps.enumerated() {
            position.enter(index + 1)
            lastOutcome = SessionOutcome()
            do {
                try await perform(step, number: index + 1)
                result.stepsPassed += 1
                await trace(number: index + 1, kind: step.action.kind, label: step.label, request: step.action.requestJSON, failed: false, location: step.location)
            } catch {
                result.status = error.status
                result.failure = StepFailure(
                    step: index + 1, kind: step.action.kind, label: step.label, location: error.location ?? step.location,
                    includedFrom: step.includedFrom, message: error.message, diff: error.diff
                )
                result.failure?.screenshot = error.screenshot
                await trace(number: index + 1, kind: step.action.kind, label: step.label, request: step.action.requestJSON, failed: true, location: step.location)
                result.notes = notes
                result.steps = traces
                return result
            }
        }
        position.enter(document.steps.count + 1)
        do {
            try await finish()
        } catch {
            result.status = error.status
            let location = document.steps.last?.location ?? document.source.location(.root)
            result.failure = StepFailure(step: document.steps.count + 1, kind: "end", label: nil, location: location, message: error.message, diff: error.diff)
            if let last = traces.indices.last { traces[last].failed = true }
        }
        result.notes = notes
        result.steps = traces
        return result
    }

    /// Records what the step did and what the screen shows after it, when the runner records
    /// steps. Reads never fail the scenario: what cannot be read is left out.
    private mutating func trace(number: Int, kind: String, label: String?, request: JSONValue, failed: Bool, location: SourceLocation? = nil) async {
        guard runner.options.recordsSteps else { return }
        let state = (try? await session.state()) ?? .null
        var screen: JSONValue?
        if case .json(let tree)? = try? await session.render(.json) { screen = tree }
        let effects = (try? await session.effectsInFlight()) ?? []
        let diff = number == 0 ? "" : LineDiff.render(expected: tracedState.serializedString(.pretty), actual: state.serializedString(.pretty))
        traces.append(
            StepTrace(
                number: number, kind: kind, label: label, request: request,
                received: lastOutcome.records.filter { $0.origin == .effect }.map(\.action),
                events: lastOutcome.events, effects: effects, state: state, stateDiff: diff, screen: screen, failed: failed,
                location: location
            )
        )
        tracedState = state
    }

    // MARK: - Creating

    private mutating func create() async throws(Stop) {
        let outcome: SessionOutcome
        do {
            outcome = try await session.create(document)
        } catch {
            throw Stop(status: error.isBadInput ? .error : .failed, message: error.explanation, location: createLocation(of: error))
        }
        try await absorb(outcome, baseline: true)
    }

    /// The member of the file a `store/create` error is about.
    private func createLocation(of error: ResponseError) -> SourceLocation {
        let source = document.source
        switch error.code {
        case .unknownFeature:
            return source.location(JSONPointer(tokens: ["feature"]))
        case .unknownPreset:
            let name = error.data?["dependency"]?.stringValue
            return source.location(JSONPointer(tokens: ["dependencies"] + (name.map { [$0] } ?? [])))
        default:
            if let path = error.path { return source.location(path) }
            return source.location(.root)
        }
    }

    // MARK: - Steps

    private mutating func perform(_ step: ScenarioStep, number: Int) async throws(Stop) {
        if step.action.startsActions { try requireNothingPending(before: step) }
        switch step.action {
        case .receive(let action, let partial):
            try await receive(action, partial: partial, step: step, number: number)
        case .expect(let expectation):
            try await expect(expectation, step: step, number: number)
        case .relaunch:
            relaunched = true
            let outcome = try await call(step) { session throws(ResponseError) in try await session.relaunch() }
            try await absorb(outcome, baseline: true)
            if let expectation = step.state {
                let state = try await currentState(step)
                guard StateCheck.holds(expectation, state) else {
                    throw Stop(status: .failed, message: "state after relaunch does not match", diff: StateCheck.diff(StateCheck.apply(expectation, to: state), state))
                }
            }
        default:
            let outcome = try await call(step) { [action = step.action] session throws(ResponseError) in
                try await Self.invoke(action, on: session)
            }
            try await absorb(outcome, baseline: false, step: step, number: number)
        }
    }

    private static func invoke(_ action: StepAction, on session: any ScenarioSession) async throws(ResponseError) -> SessionOutcome {
        switch action {
        case .send(let action): try await session.send(action)
        case .tap(let selector): try await session.tap(resolve(selector, on: session))
        case .input(let selector, let text): try await session.input(resolve(selector, on: session), text: text)
        case .appear(let selector): try await session.appear(resolve(selector, on: session))
        case .focus(let selector?): try await session.focus(resolve(selector, on: session))
        case .focus(nil): try await session.focus(nil)
        case .advance(let milliseconds): try await session.advance(milliseconds: milliseconds)
        case .settle: try await session.settle()
        case .set(let values): try await session.setEnvironment(values)
        case .replaceState(let state): try await session.replaceState(state)
        case .relaunch: try await session.relaunch()
        case .receive, .expect: SessionOutcome()
        }
    }

    /// The selector a step sends: a shorthand is decided by the nodes on screen now.
    private static func resolve(_ selector: StepSelector, on session: any ScenarioSession) async throws(ResponseError) -> Selector {
        try await selector.resolve { candidate throws(ResponseError) in try await session.nodes(matching: candidate).count }
    }

    /// The step's member whose value the host's errors point into (the action sent, the state
    /// put in place), so that a failure is shown at its line in the file.
    private static func memberLocatingErrors(of action: StepAction) -> String? {
        switch action {
        case .send: "send"
        case .replaceState: "replaceState"
        default: nil
        }
    }

    /// Calls the session, turning its error into a stop located in the step when it can be.
    private func call(
        _ step: ScenarioStep, _ body: (any ScenarioSession) async throws(ResponseError) -> SessionOutcome
    ) async throws(Stop) -> SessionOutcome {
        do {
            return try await body(session)
        } catch {
            var location = step.location
            if let path = error.path, let member = Self.memberLocatingErrors(of: step.action) {
                let pointer = JSONPointer(tokens: step.location.pointer.tokens + [member] + path.tokens)
                location = step.source?.location(pointer) ?? step.location
            }
            try failWith(error, location: location)
        }
    }

    private func failWith(_ error: ResponseError, location: SourceLocation) throws(Stop) -> Never {
        throw Stop(status: error.isBadInput ? .error : .failed, message: error.explanation, location: location)
    }

    /// Takes a step's processed actions: checks the state its own actions left, queues the
    /// actions effects sent.
    private mutating func absorb(_ outcome: SessionOutcome, baseline: Bool, step: ScenarioStep? = nil, number: Int = 0) async throws(Stop) {
        events += outcome.events
        lastOutcome = outcome
        let lastOwn = outcome.records.lastIndex { $0.origin != .effect }
        for (index, record) in outcome.records.enumerated() where record.origin == .effect {
            var state = record.state
            if lastOwn.map({ index < $0 }) == true {
                state = nil
            } else if state == nil, index == outcome.records.count - 1 {
                // Over the protocol only the reply's last record carries no state; read it.
                state = try await currentState(step)
            }
            pending.append((record.action, state))
        }
        var stepState = known
        if baseline, lastOwn == nil {
            // A launch without a launch action: the starting state is the store's state.
            stepState = try await currentState(step)
        } else if let lastOwn {
            if let state = outcome.records[lastOwn].state {
                stepState = state
            } else if lastOwn == outcome.records.count - 1 {
                stepState = try await currentState(step)
            }
        }
        if baseline {
            known = stepState
            return
        }
        try assertState(stepState, expectation: step?.state, step: step, number: number)
    }

    private mutating func assertState(_ actual: JSONValue, expectation: StateExpectation?, step: ScenarioStep?, number: Int) throws(Stop) {
        switch check.check(known: known, actual: actual, expectation: expectation) {
        case .passed:
            break
        case .failed(let message, let diff):
            throw Stop(status: .failed, message: message, diff: diff)
        case .skipped(let diff):
            if document.exhaustivity == .offShowSkipped, let step {
                notes.append(StepNote(step: number, label: step.label, location: step.location, message: "state change not asserted", diff: diff))
            }
        }
        known = actual
    }

    private mutating func requireNothingPending(before step: ScenarioStep) throws(Stop) {
        guard !pending.isEmpty else { return }
        let list = pending.map { "  " + $0.action.serializedString(.canonical) }.joined(separator: "\n")
        if document.exhaustivity == .on {
            throw Stop(status: .failed, message: "\(pending.count) received action(s) must be consumed with \"receive\" before this step:\n\(list)")
        }
        if document.exhaustivity == .offShowSkipped {
            notes.append(StepNote(step: nil, label: step.label, location: step.location, message: "received action(s) not consumed:\n\(list)"))
        }
        if let last = pending.last(where: { $0.state != nil })?.state { known = last }
        pending.removeAll()
    }

    private mutating func receive(_ wanted: JSONValue, partial: Bool, step: ScenarioStep, number: Int) async throws(Stop) {
        let matches = { (action: JSONValue) in partial ? JSONSubset.matches(wanted, action) : wanted == action }
        guard !pending.isEmpty else {
            throw Stop(status: .failed, message: "expected to receive \(wanted.serializedString(.canonical)), but no action was received" + (try await inFlightSuffix()))
        }
        if document.exhaustivity == .on {
            guard matches(pending[0].action) else {
                let shown = partial ? JSONSubset.merge(wanted, into: pending[0].action) : wanted
                throw Stop(
                    status: .failed, message: "received action does not match",
                    diff: LineDiff.render(expected: shown.serializedString(.pretty), actual: pending[0].action.serializedString(.pretty))
                )
            }
        } else {
            guard let index = pending.firstIndex(where: { matches($0.action) }) else {
                let list = pending.map { "  " + $0.action.serializedString(.canonical) }.joined(separator: "\n")
                throw Stop(status: .failed, message: "expected to receive \(wanted.serializedString(.canonical)); received instead:\n\(list)")
            }
            for skipped in pending[..<index] {
                if document.exhaustivity == .offShowSkipped {
                    notes.append(StepNote(step: number, label: step.label, location: step.location, message: "skipped received action \(skipped.action.serializedString(.canonical))"))
                }
                if let state = skipped.state { known = state }
            }
            pending.removeFirst(index)
        }
        let record = pending.removeFirst()
        guard let state = record.state else {
            if let expectation = step.state, !StateCheck.holds(expectation, known) {
                throw Stop(status: .failed, message: "state does not match", diff: StateCheck.diff(StateCheck.apply(expectation, to: known), known))
            }
            return
        }
        try assertState(state, expectation: step.state, step: step, number: number)
    }

    private func inFlightSuffix() async throws(Stop) -> String {
        let effects = (try? await session.effectsInFlight()) ?? []
        guard !effects.isEmpty else { return "" }
        return "; effects in flight:\n" + effects.map { "  " + $0.serializedString(.canonical) }.joined(separator: "\n")
    }

    private func currentState(_ step: ScenarioStep?) async throws(Stop) -> JSONValue {
        do {
            return try await session.state()
        } catch {
            throw Stop(status: .failed, message: "could not read the state: \(error.explanation)")
        }
    }

    // MARK: - Expect

    private mutating func expect(_ expectation: Expectation, step: ScenarioStep, number: Int) async throws(Stop) {
        if let state = expectation.state {
            let actual = try await currentState(step)
            guard StateCheck.holds(state, actual) else {
                throw Stop(status: .failed, message: "state does not match", diff: StateCheck.diff(StateCheck.apply(state, to: actual), actual))
            }
        }
        if let view = expectation.view {
            try await ViewCheck(session: session).check(view)
        }
        if let wanted = expectation.events {
            let actual = events
            guard wanted == actual else {
                throw Stop(
                    status: .failed, message: "events do not match (events since the previous events check)",
                    diff: LineDiff.render(expected: JSONValue.array(wanted).serializedString(.pretty), actual: JSONValue.array(actual).serializedString(.pretty))
                )
            }
            events.removeAll()
        }
        if let invariant = expectation.invariant {
            try await check(invariant, step: step)
        }
        if let screenshot = expectation.screenshot {
            let check = ScreenshotCheck(session: session, policy: runner.options.screenshots, update: runner.options.updateSnapshots)
            if let note = try await check.check(screenshot) {
                notes.append(StepNote(step: number, label: step.label, location: step.location, message: note))
            }
        }
        if let snapshot = expectation.snapshot {
            if let note = try await SnapshotCheck(session: session, store: runner.snapshots, update: runner.options.updateSnapshots).check(snapshot) {
                notes.append(StepNote(step: number, label: step.label, location: step.location, message: note))
            }
        }
    }

    /// Validates `InvariantSubject` against the invariant's schema; the diff lists each
    /// violation at its JSON Pointer.
    private mutating func check(_ invariant: InvariantExpectation, step: ScenarioStep) async throws(Stop) {
        let state = try await currentState(step)
        let view: JSONValue
        do {
            guard case .json(let tree) = try await session.render(.json) else { throw Stop(status: .failed, message: "could not render the view as JSON") }
            view = tree
        } catch let stop as Stop {
            throw stop
        } catch let error as ResponseError {
            throw Stop(status: .failed, message: "could not render the view: \(error.explanation)")
        } catch {
            throw Stop(status: .failed, message: "could not render the view: \(error)")
        }
        let effects: [JSONValue]
        do {
            effects = try await session.effectsInFlight()
        } catch {
            throw Stop(status: .failed, message: "could not list effects: \(error.explanation)")
        }
        let subject = InvariantSubject.make(state: state, view: view, effects: effects, relaunched: relaunched)
        let violations = JSONSchemaValidator.violations(of: subject, against: invariant.schema)
        guard violations.isEmpty else {
            let name = invariant.name.map { "invariant \"\($0)\"" } ?? "the invariant"
            throw Stop(status: .failed, message: "\(name) is broken", diff: violations.map { "  \($0.description)" }.joined(separator: "\n"))
        }
    }

    // MARK: - End

    private mutating func finish() async throws(Stop) {
        guard document.exhaustivity != .off else { return }
        let strict = document.exhaustivity == .on
        var problems: [String] = []
        if !pending.isEmpty {
            problems.append("\(pending.count) received action(s) not consumed:\n" + pending.map { "  " + $0.action.serializedString(.canonical) }.joined(separator: "\n"))
        }
        let effects: [JSONValue]
        do {
            effects = try await session.effectsInFlight()
        } catch {
            throw Stop(status: .failed, message: "could not list effects: \(error.explanation)")
        }
        if !effects.isEmpty {
            problems.append(
                "\(effects.count) effect(s) still in flight (advance the clock or settle, as the app would):\n"
                    + effects.map { "  " + $0.serializedString(.canonical) }.joined(separator: "\n")
            )
        }
        guard !problems.isEmpty else { return }
        if strict { throw Stop(status: .failed, message: problems.joined(separator: "\n")) }
        let location = document.steps.last?.location ?? document.source.location(.root)
        for problem in problems {
            notes.append(StepNote(step: document.steps.count + 1, label: nil, location: location, message: "skipped at the end: " + problem))
        }
    }
}
