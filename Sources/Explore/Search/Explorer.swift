import JSON
package import FeatureKit
import HostCore
import Components
import StoreRuntime
import Synchronization

// MARK: - Explorer

/// Breadth-first search over what a user can do to a feature, on its real reducer and its real
/// rendered screen: tap every enabled uncovered node, type each sample into every field, make
/// appear-able rows appear, advance the test clock to the next timer. States are deduplicated by
/// `Fingerprint.state`; every new state is checked against the invariants; the first path found
/// to a screen or a violation is a shortest one.
///
/// ```swift
/// var options = ExploreOptions()
/// options.depth = 4
/// let result = try await Explorer(feature: definition, options: options).run()
/// print(result.stateCount, result.screens.count, result.violations.map(\.invariant))
/// ```
package struct Explorer: Sendable {
    package let feature: FeatureDefinition
    package let options: ExploreOptions
    /// What a screen offers to try.
    let candidates: CandidateInputs

    package init(feature: FeatureDefinition, options: ExploreOptions = ExploreOptions()) {
        self.feature = feature
        self.options = options
        // The user's samples first, then the feature's own, then the defaults.
        var samples = feature.sampleInputs
        for (field, texts) in options.samples { samples[field] = texts + (samples[field] ?? []).filter { !texts.contains($0) } }
        candidates = CandidateInputs(samples: samples, environmentVariants: options.environmentVariants, relaunches: options.relaunches)
    }

    /// Progress after each depth and each chunk of a depth.
    package struct Progress: Sendable {
        package var depth: Int
        package var states: Int
        package var transitions: Int
        package var frontier: Int
        package var violations: Int
    }

    /// Nodes merged between two checks of the state limit (and two progress reports): fixed, so
    /// that where a capped search stops does not depend on `jobs`.
    static let chunkSize = 8

    /// Runs the search: the states of each depth are expanded on `options.jobs` threads of the
    /// search's own (`ExpansionThreads`), at most a few per thread ahead of the bookkeeping, which
    /// files their steps in frontier order, so the result is the same for any number of jobs.
    ///
    /// - Throws: `StoreSetupError` when a store of the feature cannot be made with the options'
    ///   presets; `ExplorationError` when a path that worked once fails on replay (the feature is
    ///   not deterministic).
    package func run(progress: (@Sendable (Progress) -> Void)? = nil) async throws -> ExplorationResult {
        let threads = ExpansionThreads(count: options.jobs)
        defer { threads.shutDown() }
        var search = SearchRecord(feature: feature, options: options)
        let root = try await app(from: nil, replaying: [])
        let rootObservation = try await observe(root, depth: 0, known: nil)
        await root.shutDown()
        var frontier: [SearchNode] = []
        let launchSends = feature.launchAction.flatMap(ActionNames.topLevel).map { [$0] } ?? []
        if let node = search.discover(path: [], base: nil, replay: [], observation: rootObservation, sends: launchSends) {
            frontier.append(node)
        }
        var level = 0
        while level < options.depth, !frontier.isEmpty, !search.isFull {
            if let shard = options.shard, level == shard.depth {
                frontier = frontier.enumerated().filter { shard.contains(offset: $0.offset) }.map(\.element)
            }
            let next = try await expand(frontier, on: threads, into: &search) { merged, found, result in
                progress?(Progress(
                    depth: level + 1, states: result.stateCount, transitions: result.transitionCount,
                    frontier: frontier.count - merged + found, violations: result.violations.count
                ))
            }
            level += 1
            search.result.depthReached = level
            frontier = next
        }
        search.result.exhausted = frontier.isEmpty && !search.isFull
        if let shard = options.shard { search.result.shard = shard.description }
        return search.result
    }

    // MARK: - Expanding

    /// Expands one depth's `frontier` and files every step in frontier order; returns the new
    /// states to expand next. `chunkDone` follows each chunk, with the nodes filed and found so
    /// far in this depth and the result so far.
    ///
    /// One job expands one node at a time, filed before the next starts; N jobs keep up to 4N
    /// nodes under way ahead of the bookkeeping. Tries look up the states found so far
    /// (`SearchRecord.seen`) only to skip rendering known ones, so which tries render may vary
    /// with timing, never what is filed.
    private func expand(
        _ frontier: [SearchNode], on threads: ExpansionThreads, into search: inout SearchRecord,
        chunkDone: (_ merged: Int, _ found: Int, _ result: ExplorationResult) -> Void
    ) async throws -> [SearchNode] {
        let ahead = options.jobs <= 1 ? 1 : 4 * options.jobs
        let known = search.seen
        return try await withThrowingTaskGroup(of: (Int, [SearchStep]).self) { group in
            var next: [SearchNode] = []
            var started = 0
            var merged = 0
            var expanded: [Int: [SearchStep]] = [:]
            while merged < frontier.count, !search.isFull {
                try Task.checkCancellation()
                let end = min(merged + Self.chunkSize, frontier.count)
                while merged < end {
                    while started < min(frontier.count, merged + ahead) {
                        let index = started
                        let node = frontier[index]
                        group.addTask(executorPreference: threads) { (index, try await expand(node, known: known)) }
                        started += 1
                    }
                    while expanded[merged] == nil, let (index, steps) = try await group.next() {
                        expanded[index] = steps
                    }
                    let node = frontier[merged]
                    if node.replays {
                        search.result.statesExpandedByReplay += 1
                    } else if node.base?.hasEffectsInFlight == true {
                        search.result.statesContinuedWithEffectsInFlight += 1
                    }
                    var steps = expanded.removeValue(forKey: merged) ?? []
                    for index in steps.indices {
                        guard let fingerprint = steps[index].rendersElsewhere, !search.seen.contains(fingerprint) else { continue }
                        // First in search order to reach a state another try rendered: wait for it.
                        var parts = known.published(fingerprint)
                        while parts == nil, let (index, later) = try await group.next() {
                            expanded[index] = later
                            parts = known.published(fingerprint)
                        }
                        guard let parts else { throw ExplorationError(message: "a state claimed for rendering was never rendered") }
                        steps[index].fill(with: parts)
                    }
                    for step in steps {
                        if step.isQuiet { search.result.quietTries += 1 }
                        if let found = search.record(step, from: node) { next.append(found) }
                    }
                    merged += 1
                }
                chunkDone(merged, next.count, search.result)
            }
            // The state limit was reached: what is still under way is dropped.
            group.cancelAll()
            while (try? await group.next()) != nil {}
            known.forgetClaims()
            return next
        }
    }

    /// Tries every candidate of `node`, each on a store of its own started from the node's
    /// checkpoint, in candidate order.
    private func expand(_ node: SearchNode, known: SeenStates) async throws -> [SearchStep] {
        var steps: [SearchStep] = []
        let quietSteps = options.quietSteps && !options.recordsTransitions ? node.quietStart.flatMap { feature.quietSteps(from: $0.position) } : nil
        for candidate in node.candidates {
            try Task.checkCancellation()
            if let quietSteps, let step = quietStep(candidate, from: node, by: quietSteps, known: known) {
                steps.append(step)
                continue
            }
            let input = candidate.input
            let app = try await app(from: node.base, replaying: node.replay)
            let outcome: SearchStep.Outcome
            do {
                let report = try await apply(input, to: app, prepared: candidate.prepared)
                let received = report.received.compactMap(ActionNames.topLevel)
                let observation = try await observe(app, depth: node.path.count + 1, known: known)
                // Only a new state with an effect in flight is ever replayed to.
                let replay = observation.isNew && observation.checkpoint == nil ? replayStep(input, report) : .actions([])
                outcome = .reached(
                    observation, received: received, replay: replay,
                    processed: options.recordsTransitions ? processedActions(report, app.store) : [],
                    transition: TransitionKey(from: node.fingerprint, step: candidate.step, to: observation.fingerprint)
                )
            } catch let error as ViewError {
                outcome = .refused(error.description)
            } catch let error as SettleTimeoutError {
                outcome = .unsettled(error.description)
            } catch {
                await app.shutDown()
                throw error
            }
            await app.shutDown()
            steps.append(SearchStep(input: input, sends: candidate.sends, outcome: outcome))
        }
        return steps
    }

    /// `candidate` tried from `node` without a store (by `quietSteps`, made once per state
    /// expanded: `FeatureDefinition.quietSteps(from:)`), when its input only sends actions whose
    /// effects only send actions, start timers the runtime knows or cancel them
    /// (`FeatureDefinition.quietSuccessor`) and the state it reaches is known: most tries lead back to a known state, and making a store, stepping it,
    /// reading it and shutting it down was most of a try's work. Nil otherwise, and the try
    /// takes the store's way: a new state needs its render, its checkpoint and its replay,
    /// which only a store gives (and the store finds the same state, as a test holds).
    func quietStep(_ candidate: Candidate, from node: SearchNode, by quietSteps: QuietSteps, known: SeenStates) -> SearchStep? {
        guard let start = node.quietStart, let prepared = candidate.prepared,
              let quiet = quietSteps.successor(performing: prepared, configuration(storage: MemoryStorage(contents: start.storage)))
        else { return nil }
        let observation: Observation
        if let inFlight = quiet.effectsInFlight {
            // A timer started or cancelled: the effects in flight are part of the identity.
            guard let canonical = quiet.canonicalState, let reached = start.reached(canonical: canonical, inFlight: inFlight),
                  known.contains(reached.fingerprint)
            else { return nil }
            observation = .known(fingerprint: reached.fingerprint, from: start, effects: reached.effects, nextTimer: reached.nextTimer)
        } else {
            // The start's own state is the state expanded: its fingerprint is the node's.
            let reached = quiet.isStart ? node.fingerprint : known.fingerprint(ofQuiet: quiet.digest, from: start) { quiet.canonicalState }
            guard let fingerprint = reached, known.contains(fingerprint) else { return nil }
            observation = .known(fingerprint: fingerprint, from: start)
        }
        let fingerprint = observation.fingerprint
        let outcome = SearchStep.Outcome.reached(
            observation, received: quiet.received, replay: .actions([]), processed: [],
            transition: TransitionKey(from: node.fingerprint, step: candidate.step, to: fingerprint)
        )
        var step = SearchStep(input: candidate.input, sends: candidate.sends, outcome: outcome)
        step.isQuiet = true
        return step
    }

    /// Reads `app` at a state `depth` inputs deep. A state not in `known` also gets, here on the
    /// expanding thread rather than in the bookkeeping, what filing it needs: its candidates
    /// (each interaction resolved on its render, which is then let go) and the encode/decode
    /// check, unless that invariant is broken already.
    func observe(_ app: ExploredApp, depth: Int, known: SeenStates?) async throws -> Observation {
        var observation = try await Observation.read(
            app, known: known, typedTrees: options.readsTypedTrees, keepsEveryTree: !options.invariants.schemas.isEmpty,
            continuesEffectsInFlight: options.continuesEffectsInFlight
        )
        guard let screen = observation.rendered else { return observation }
        defer { known?.publish(observation.renderedParts, for: observation.fingerprint) }
        if depth < options.depth {
            observation.candidates = candidates.inputs(in: observation.digest, nextTimer: observation.nextTimer).map { input, sends in
                Candidate(
                    input: input, sends: sends, step: input.step.serializedString(.canonical),
                    prepared: input.interaction.map(screen.prepare)
                )
            }
        }
        if known?.roundTripsBroken != true {
            observation.roundTripFailure = roundTripFailure(of: observation.state)
        }
        observation.rendered = nil
        return observation
    }

    // MARK: - Stores

    /// How `input`, just applied with `report`, is replayed: the actions it sent from outside,
    /// which the step reports (the store keeps no history, see `configuration`).
    private func replayStep(_ input: ExploreInput, _ report: StepReport) -> ReplayStep {
        if case .advance(let ms) = input { return .advance(ms) }
        if case .environment(let values) = input { return .environment(values) }
        if case .relaunch = input { return .relaunch }
        return .actions(report.sent)
    }

    /// Every action the step of `report` processed, from outside or from effects, in order: read
    /// from history, which the stores keep only when transitions are recorded.
    private func processedActions(_ report: StepReport, _ store: any FeatureStore) -> [JSONValue] {
        guard !report.sequences.isEmpty else { return [] }
        return store.history(from: report.sequences.lowerBound, limit: report.sequences.count).entries.compactMap { entry in
            entry["action"].flatMap { $0 == .null ? nil : $0 }
        }
    }

    /// An app continued from `base` (a launched one without it) with the recorded steps applied:
    /// no render.
    func app(from base: AppCheckpoint?, replaying steps: [ReplayStep]) async throws -> ExploredApp {
        let app = if let base { try await continuedApp(base) } else { try await launchedApp() }
        guard !steps.isEmpty else { return app }
        do {
            for step in steps {
                let store = app.store
                switch step {
                case .actions(let actions):
                    for action in actions { _ = try await store.dispatch(action) }
                case .advance(let ms):
                    _ = try await store.advance(milliseconds: ms)
                case .environment(let values):
                    _ = try await store.setEnvironment(values)
                case .relaunch:
                    _ = try await relaunch(app)
                }
            }
        } catch {
            await app.shutDown()
            throw ExplorationError(message: "a path that worked before failed on replay (\(error)); is the feature deterministic?")
        }
        return app
    }

    /// A launched app of the feature with `path` applied as a user would.
    func app(replaying path: [ExploreInput]) async throws -> ExploredApp {
        let app = try await launchedApp()
        do {
            for input in path { _ = try await apply(input, to: app) }
        } catch {
            await app.shutDown()
            throw ExplorationError(message: "a path that worked before failed on replay (\(error)); is the feature deterministic?")
        }
        return app
    }

    /// An app whose store goes on from `checkpoint`, with a copy of its storage: nothing is
    /// launched or replayed.
    private func continuedApp(_ checkpoint: AppCheckpoint) async throws -> ExploredApp {
        let storage = MemoryStorage(contents: checkpoint.storage)
        let store = try await feature.makeStore(continuing: checkpoint.store, configuration(storage: storage))
        return ExploredApp(store, storage: storage, relaunched: checkpoint.relaunched)
    }

    private func launchedApp() async throws -> ExploredApp {
        let storage = MemoryStorage()
        let store = try await feature.makeStore(configuration(storage: storage))
        let app = ExploredApp(store, storage: storage)
        do {
            _ = try await store.launch()
        } catch {
            await app.shutDown()
            throw error
        }
        return app
    }

    /// Kills the app's store and starts it again on the same storage; the test clock starts again.
    private func relaunch(_ app: ExploredApp) async throws -> StepReport {
        let next = try await feature.makeStore(configuration(storage: app.storage))
        await app.replace(with: next)
        return try await next.launch()
    }

    func configuration(initialState: JSONValue? = nil, storage: (any SharedStorage)? = nil) -> StoreConfiguration {
        var configuration = StoreConfiguration(
            initialState: initialState,
            presets: options.presets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            storage: storage,
            settleTimeout: options.settleTimeout
        )
        // The effects in flight are read once per try, by `Observation.read`.
        configuration.reportsEffects = false
        // Only the top-level case of an action effects send back is read (`actionCasesSent`).
        configuration.receivedAsCaseNames = true
        // Each store lives for one try: a replay needs only the actions its step sent from
        // outside (`StepReport.sent`); all it processed is read from history only when recorded.
        configuration.keepsHistory = options.recordsTransitions
        return configuration
    }

    /// Applies one input as a user would (also how the writer replays a path to name its screen);
    /// with `prepared` (the input resolved on the app's current screen, rendered before) nothing
    /// is rendered.
    func apply(_ input: ExploreInput, to app: ExploredApp, prepared: PreparedInteraction? = nil) async throws -> StepReport {
        let store = app.store
        func interact(_ interaction: ViewInteraction) async throws -> StepReport {
            if let prepared { return try await store.interact(prepared) }
            return try await store.interact(interaction)
        }
        return switch input {
        case .tap(let id): try await interact(.tap(.id(id)))
        case .input(let id, let text): try await interact(.input(.id(id), text: text))
        case .appear(let id): try await interact(.appear(.id(id)))
        case .advance(let ms): try await store.advance(milliseconds: ms)
        case .environment(let values): try await store.setEnvironment(values)
        case .relaunch: try await relaunch(app)
        }
    }

    /// Nil when `state` decodes into a store and encodes back to itself; else what went wrong.
    /// Read as a new store would read it, without one (`FeatureDefinition.stateAfterDecoding`).
    func roundTripFailure(of state: JSONValue) -> String? {
        do {
            let back = try feature.stateAfterDecoding(state, configuration(initialState: state))
            return back == state ? nil : "the state encodes differently after decoding: \(back.serializedString(.canonical))"
        } catch {
            return "the state does not decode: \(error)"
        }
    }
}

/// A path that reached a state once failed when replayed.
package struct ExplorationError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
