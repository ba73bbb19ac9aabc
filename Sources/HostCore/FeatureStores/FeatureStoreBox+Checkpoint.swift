import FeatureKit
import Components
import JSON
import StoreRuntime

// MARK: - Checkpoints and rendered screens

extension FeatureStoreBox {
    func checkpoint() async -> StoreCheckpoint? {
        guard let standing = await standing(), standing.isQuiescent else { return nil }
        return standing.position
    }

    func standing() async -> StoreStanding? {
        // A client the feature set on its own store (a TCA feature's stack ids, a view's `@State`)
        // keeps what the store did, which a checkpoint of values cannot carry: such a store is
        // reached again only by replaying, by a fork and by exploration alike.
        guard !store.dependencies.hasClientsOfItsOwn, let clock = store.dependencies.testClock else { return nil }
        return await store.perform { store in
            guard let uuid = store.dependencies.uuid.position else { return nil }
            let suspended = store.suspendedEffects()
            let position = CheckpointPosition(
                state: store.state, environment: store.environment, now: clock.now, uuid: uuid,
                random: store.dependencies.random.position, shared: store.shared.snapshot(),
                suspended: suspended.flatMap { $0.isEmpty ? nil : $0 }
            )
            return StoreStanding(
                position: StoreCheckpoint(featureName: F.name, position: position), isQuiescent: store.isQuiescent,
                isContinuable: suspended != nil
            )
        }
    }

    /// A store that goes on from `checkpoint`: its state, environment and shared values, the
    /// test clock at its now, the generators where they stood, and its effects in flight
    /// started again where they waited (the store returned once they wait again).
    ///
    /// With `numbering` and `history` (a fork's), the store also carries on that numbering and a
    /// copy of that history.
    static func make(
        continuing checkpoint: StoreCheckpoint, _ configuration: StoreConfiguration, decoder: ActionDecoder<F.Action>,
        numbering: StoreCounters? = nil, history: History<F.State, F.Action>? = nil
    ) async throws -> FeatureStoreBox {
        guard let position = checkpoint.position as? CheckpointPosition<F.State> else {
            throw CheckpointMismatchError(checkpointFeature: checkpoint.featureName, feature: F.name)
        }
        let dependencies = try dependencies(continuing: position, configuration)
        let store = Store(initialState: position.state, reducer: F(), environment: position.environment, dependencies: dependencies)
        if !position.shared.isEmpty {
            await store.restore(state: position.state, environment: position.environment, sharedValues: position.shared)
        }
        if let numbering { await store.continueNumbering(from: numbering) }
        if let suspended = position.suspended as? SuspendedEffects<F.Action> {
            await store.resume(suspended)
            try await store.settle(timeout: configuration.settleTimeout)
        }
        return await make(store, configuration, decoder: decoder, continuing: history)
    }

    /// The dependencies of a store going on from `position`: a test clock at its now, the
    /// generators where they stood, `configuration`'s presets and storage.
    static func dependencies(
        continuing position: CheckpointPosition<F.State>, _ configuration: StoreConfiguration
    ) throws(StoreSetupError) -> Dependencies {
        var configuration = configuration
        configuration.clock = .test
        configuration.start = position.now
        var dependencies = try dependencies(configuration)
        dependencies.storage = configuration.storage
        if case .counted(let made) = position.uuid { dependencies.uuid = .incrementing(after: made) }
        dependencies.random = SeededRandom(seed: position.random)
        return dependencies
    }

    func continued(_ configuration: StoreConfiguration) async throws -> (any FeatureStore)? {
        guard let standing = await standing(), standing.isContinuable else { return nil }
        // The host holds this store's turn, and what is in flight waits on the test clock, which
        // only a request on that turn moves: nothing moves between hops.
        let numbering = await store.perform { $0.counters }
        return try await Self.make(
            continuing: standing.position, configuration, decoder: decoder, numbering: numbering, history: history
        )
    }

    func observation() async throws -> StoreObservation {
        let nextTimer = nextTimerMilliseconds()
        return try await store.perform { store in
            try Dependencies.$current.withValue(store.dependencies) {
                StoreObservation(
                    state: try JSONValueEncoder().encode(store.state), effects: StoreStepper.listing(of: store, encoding: decoder),
                    nextTimer: nextTimer, environment: Self.environment(of: store).json
                )
            }
        }
    }

    func renderScreen() async -> RenderedScreen {
        await store.perform { store in
            let tree = Self.tree(of: store)
            let digest = decoder.caseNamer.naming { tree.digest(caseName: $0) }
            return RenderedScreen(
                tree: tree, digest: digest,
                encode: { tree.json(encodeAction: ActionCoding.encode) },
                resolve: { interaction in Self.prepare(interaction, in: tree, digest: digest) }
            )
        }
    }

    func interact(_ interaction: ViewInteraction, on screen: RenderedScreen) async throws -> StepReport {
        guard screen.tree is RenderedTree<F.Action> else { return try await interact(interaction) }
        return try await interact(screen.prepare(interaction))
    }

    func interact(_ prepared: PreparedInteraction) async throws -> StepReport {
        guard let resolved = prepared.resolved as? Result<Interaction<F.Action>, ViewError> else {
            return try await interact(prepared.interaction)
        }
        let result = try resolved.get()
        return try await step { store in Self.perform(result, on: store) }
    }

    /// What `interaction` does on `tree`, kept without the tree; an interaction that changes the
    /// view's own state keeps nothing (it renders again when performed).
    private static func prepare(
        _ interaction: ViewInteraction, in tree: RenderedTree<F.Action>, digest: TreeDigest
    ) -> PreparedInteraction {
        let resolved = Result { () throws(ViewError) in try resolve(interaction, in: tree, digest: digest) }
        if case .success(let result) = resolved, result.steps.contains(where: { if case .viewState = $0 { true } else { false } }) {
            return PreparedInteraction(interaction: interaction, resolved: nil)
        }
        return PreparedInteraction(interaction: interaction, resolved: resolved)
    }
}
