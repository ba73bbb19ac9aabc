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

    package init(feature: FeatureDefinition, options: ExploreOptions = ExploreOptions()) {
        self.feature = feature
        self.options = options
    }

    /// Progress after each depth and each chunk of a depth.
    package struct Progress: Sendable {
        package var depth: Int
        package var states: Int
        package var transitions: Int
        package var frontier: Int
        package var violations: Int
    }

    /// Runs the search.
    ///
    /// - Throws: `StoreSetupError` when a store of the feature cannot be made with the options'
    ///   presets; `ExplorationError` when a path that worked once fails on replay (the feature is
    ///   not deterministic).
    package func run(progress: (@Sendable (Progress) -> Void)? = nil) async throws -> ExplorationResult {
        var search = SearchRecord(feature: feature, options: options)
        let root = try await app(from: nil, replaying: [])
        let rootObservation = try await Observation.read(root)
        await root.shutDown()
        var frontier: [SearchNode] = []
        let launchSends = feature.launchAction.flatMap(ActionNames.topLevel).map { [$0] } ?? []
        if let node = await search.discover(
            path: [], base: nil, replay: [], observation: rootObservation, sends: launchSends, explorer: self
        ) {
            frontier.append(node)
        }
        let chunkSize = max(1, options.jobs) * 8
        var level = 0
        while level < options.depth, !frontier.isEmpty, !search.isFull {
            if let shard = options.shard, level == shard.depth {
                frontier = frontier.enumerated().filter { shard.contains(offset: $0.offset) }.map(\.element)
            }
            var next: [SearchNode] = []
            var start = 0
            while start < frontier.count, !search.isFull {
                try Task.checkCancellation()
                let chunk = Array(frontier[start..<min(start + chunkSize, frontier.count)])
                start += chunk.count
                let expansions = try await expand(chunk, known: search.seen)
                for (node, steps) in zip(chunk, expansions) {
                    if node.replays { search.result.statesExpandedByReplay += 1 }
                    for step in steps {
                        if let found = await search.record(step, from: node, explorer: self) { next.append(found) }
                    }
                }
                progress?(Progress(
                    depth: level + 1, states: search.result.stateCount, transitions: search.result.transitionCount,
                    frontier: frontier.count - start + next.count, violations: search.result.violations.count
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

    /// Tries every candidate of every node, `jobs` nodes at a time; results in node order.
    private func expand(_ nodes: [SearchNode], known: SeenStates) async throws -> [[SearchStep]] {
        let jobs = max(1, min(options.jobs, nodes.count))
        return try await withThrowingTaskGroup(of: (Int, [SearchStep]).self) { group in
            var results = [[SearchStep]](repeating: [], count: nodes.count)
            var next = 0
            for _ in 0..<jobs {
                let index = next
                group.addTask { (index, try await expand(nodes[index], known: known)) }
                next += 1
            }
            while let (index, steps) = try await group.next() {
                results[index] = steps
                if next < nodes.count {
                    let index = next
                    group.addTask { (index, try await expand(nodes[index], known: known)) }
                    next += 1
                }
            }
            return results
        }
    }

    private func expand(_ node: SearchNode, known: SeenStates) async throws -> [SearchStep] {
        var steps: [SearchStep] = []
        for candidate in node.candidates {
            let input = candidate.input
            let app = try await app(from: node.base, replaying: node.replay)
            let outcome: SearchStep.Outcome
            do {
                let report = try await apply(input, to: app, prepared: candidate.prepared)
                let received = report.received.compactMap(ActionNames.topLevel)
                let observation = try await Observation.read(app, known: known)
                // Only a new state with an effect in flight is ever replayed to.
                let replay = observation.rendered != nil && observation.checkpoint == nil ? replayStep(input, report, app.store) : .actions([])
                outcome = .reached(
                    observation, received: received, replay: replay,
                    processed: options.recordsTransitions ? processedActions(report, app.store) : []
                )
            } catch let error as ViewError {
                outcome = .refused(error.description)
            } catch let error as SettleTimeoutError {
                outcome = .unsettled(error.description)
            }
            await app.shutDown()
            steps.append(SearchStep(input: input, sends: candidate.sends, outcome: outcome))
        }
        return steps
    }

    // MARK: - Stores

    /// How `input`, just applied with `report`, is replayed: the actions it sent from outside.
    private func replayStep(_ input: ExploreInput, _ report: StepReport, _ store: any FeatureStore) -> ReplayStep {
        if case .advance(let ms) = input { return .advance(ms) }
        if case .environment(let values) = input { return .environment(values) }
        if case .relaunch = input { return .relaunch }
        let page = store.history(from: report.sequences.lowerBound, limit: max(1, report.sequences.count))
        return .actions(page.entries.filter { $0["origin"] == "outside" }.compactMap { $0["action"] })
    }

    /// Every action the step of `report` processed, from outside or from effects, in order.
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
        StoreConfiguration(
            initialState: initialState,
            presets: options.presets.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            storage: storage,
            settleTimeout: options.settleTimeout
        )
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
    func roundTripFailure(of state: JSONValue) async -> String? {
        do {
            let store = try await feature.makeStore(configuration(initialState: state))
            let back = try await store.state().value
            await store.shutDown()
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
