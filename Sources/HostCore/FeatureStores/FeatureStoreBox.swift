import FeatureKit
import Components
import JSON
import StoreRuntime
import Synchronization

// MARK: - FeatureStoreBox

/// The running store of feature `F` behind `FeatureStore`: decodes what clients send into `F`'s
/// types and encodes what they read, with history attached from the start (unless the
/// configuration keeps none).
final class FeatureStoreBox<F: PluginFeature>: FeatureStore {
    /// The store, its history and decoder, and the per-step path (FeatureKit's, so that a
    /// dispatch runs specialised for `F` where the feature's type is spelled).
    let steps: StoreStepper<F>

    var store: Store<F> { steps.store }
    var history: History<F.State, F.Action>? { steps.history }
    var usesTestClock: Bool { steps.usesTestClock }
    var settleTimeout: Duration { steps.settleTimeout }
    /// The feature's action decoder, shared with its other stores.
    var decoder: ActionDecoder<F.Action> { steps.decoder }

    var featureName: String { F.name }

    private init(steps: StoreStepper<F>) {
        self.steps = steps
    }

    /// Checks `configuration` against `F`, then starts the store (nothing is sent yet).
    static func make(
        _ configuration: StoreConfiguration, decoder: ActionDecoder<F.Action>
    ) async throws(StoreSetupError) -> FeatureStoreBox {
        let state = try initialState(configuration.initialState)
        var environment = EnvironmentValues<F.Action>()
        if let json = configuration.environment {
            do { try environment.update(from: json) } catch { throw .invalidEnvironment(error) }
        }
        var dependencies = try dependencies(configuration)
        dependencies.storage = configuration.storage
        return await make(Store(initialState: state, reducer: F(), environment: environment, dependencies: dependencies), configuration, decoder: decoder)
    }

    /// Attaches history to a store just made, unless `configuration` keeps none: a new one, or a
    /// copy of `past` (a fork's).
    static func make(
        _ store: Store<F>, _ configuration: StoreConfiguration, decoder: ActionDecoder<F.Action>,
        continuing past: History<F.State, F.Action>? = nil
    ) async -> FeatureStoreBox {
        let history: History<F.State, F.Action>? = configuration.keepsHistory ? await F.hostedHistory(of: store, continuing: past) : nil
        return FeatureStoreBox(steps: StoreStepper(
            store: store, history: history, decoder: decoder, usesTestClock: configuration.clock == .test,
            settleTimeout: configuration.settleTimeout, reportsEntries: configuration.reportsEntries,
            reportsEffects: configuration.reportsEffects, receivedAsCaseNames: configuration.receivedAsCaseNames
        ))
    }

    /// `json` as the state of a store made with `configuration` and `json` as its initial
    /// state, as `state()` reads it before anything is sent — decoded, then encoded with that
    /// store's dependencies current — without making the store.
    static func stateAfterDecoding(_ json: JSONValue, _ configuration: StoreConfiguration) throws -> JSONValue {
        let state = try initialState(json)
        var dependencies = try dependencies(configuration)
        dependencies.storage = configuration.storage
        return try Dependencies.$current.withValue(Store<F>.dependencies(ofNewStore: dependencies)) {
            try JSONValueEncoder().encode(state)
        }
    }

    private static func initialState(_ json: JSONValue?) throws(StoreSetupError) -> F.State {
        guard let json else { return F.initialState }
        do {
            return try JSONValueDecoder().readingEmptyArrayAsObject().decode(F.State.self, from: json)
        } catch let error as JSONDecodingError {
            throw .invalidInitialState(error)
        } catch {
            throw .invalidInitialState(JSONDecodingError(path: "", message: "\(error)"))
        }
    }

    static func dependencies(_ configuration: StoreConfiguration) throws(StoreSetupError) -> Dependencies {
        var dependencies: Dependencies
        switch configuration.clock {
        case .test:
            let clock = TestClock(now: configuration.start ?? .testEpoch, settleTimeout: configuration.settleTimeout)
            dependencies = .test(clock: clock, seed: configuration.seed)
        case .live:
            // Live time, but still the test clients and their presets: the clock is the only
            // thing a client asked to make real.
            let date: DateGenerator = configuration.start.map { .constant($0.date) } ?? .live
            dependencies = Dependencies(
                clock: LiveClock(), uuid: .incrementing, date: date,
                random: SeededRandom(seed: configuration.seed), usesLiveClients: false
            )
        }
        if configuration.uuid == .random { dependencies.uuid = .live }
        F.prepareDependencies(&dependencies)
        let keys = F.dependencyKeys
        for (name, preset) in configuration.presets {
            guard let key = keys.first(where: { $0.name == name }) else {
                throw .unknownDependency(name: name, available: keys.map { $0.name })
            }
            do {
                try dependencies.selectPreset(preset, forKeyOfType: key)
            } catch let error as UnknownPresetError {
                throw .unknownPreset(error)
            } catch {
                throw .unknownPreset(UnknownPresetError(dependency: name, preset: preset, available: key.presetNames))
            }
        }
        return dependencies
    }

    // MARK: - Steps

    /// Runs a step through the stepper (`StoreStepper.step(_:)`), generically.
    func step(_ commit: @escaping @Sendable (isolated Store<F>) throws -> Void) async throws -> StepReport {
        try await steps.step(commit)
    }

    func open(_ store: isolated Store<F>) -> StepMark {
        steps.open(store)
    }

    func closingOnError(_ work: () async throws -> Void) async throws {
        try await steps.closingOnError(work)
    }

    func report(_ store: isolated Store<F>, since mark: StepMark) -> StepReport {
        steps.report(store, since: mark)
    }

    // MARK: - FeatureStore

    func launch() async throws -> StepReport {
        guard let action = F.launchAction else {
            return try await step { _ in }
        }
        return try await step { store in store.send(action, origin: .launch) }
    }

    /// The one hop into code made for `F` (its conformance's witness): decoding, the step,
    /// history and the reply run there, specialised in a release build.
    func dispatch(_ json: JSONValue) async throws -> StepReport {
        try await F.hostedDispatch(json, to: steps)
    }

    func state() async throws -> (value: JSONValue, version: Int) {
        try await store.perform { store in
            try Dependencies.$current.withValue(store.dependencies) {
                (try JSONValueEncoder().encode(store.state), store.version)
            }
        }
    }

    func state(at pointer: JSONPointer) async throws -> (value: JSONValue?, version: Int) {
        try await store.perform { store in
            try Dependencies.$current.withValue(store.dependencies) {
                (try JSONValueEncoder().encode(store.state, at: pointer), store.version)
            }
        }
    }

    func setEnvironment(_ json: JSONValue) async throws -> StepReport {
        try await step { store in
            var environment = Self.environment(of: store)
            try environment.update(from: json)
            store.setEnvironment(environment)
        }
    }

    func advance(milliseconds: Int) async throws -> StepReport {
        guard let clock = store.dependencies.testClock else { throw ClockIsLiveError() }
        let mark = try await store.perform { store in
            try Task.checkCancellation()
            return self.open(store)
        }
        try await closingOnError {
            await clock.advance(by: .milliseconds(milliseconds))
            try await store.settle(timeout: settleTimeout)
        }
        return await store.perform { store in self.report(store, since: mark) }
    }

    func settle(timeout: Duration?) async throws -> StepReport {
        let mark = await store.perform { store in self.open(store) }
        try await closingOnError { try await store.settle(timeout: timeout ?? settleTimeout) }
        return await store.perform { store in self.report(store, since: mark) }
    }

    func effects() async -> [JSONValue] {
        await store.perform { store in StoreStepper.listing(of: store, encoding: decoder) }
    }

    func nextTimerMilliseconds() -> Int? {
        guard let clock = store.dependencies.testClock, let deadline = clock.nextDeadline else { return nil }
        return clock.now.duration(to: deadline).roundedUpMilliseconds
    }

    func testClockNow() -> String? {
        store.dependencies.testClock.map { $0.now.description }
    }

    func cancelEffects(_ effect: Int?) async throws -> (cancelled: [Int], report: StepReport) {
        let cancelled = Mutex<[Int]>([])
        let report = try await step { store in
            let ids = effect.map { store.cancelEffect(EffectID(rawValue: $0)) } ?? store.cancelAllEffects()
            cancelled.withLock { $0 = ids.map(\.rawValue) }
        }
        return (cancelled.withLock { $0 }, report)
    }

    func shutDown() async {
        await store.cancelAllEffects()
    }

    func fingerprint() async -> StoreFingerprint {
        let history = history
        return await store.perform { store in
            let state = Dependencies.$current.withValue(store.dependencies) {
                (try? JSONValueEncoder().encode(store.state)) ?? .null
            }
            return StoreFingerprint(state: state, version: store.version, historyCount: history?.count ?? 0)
        }
    }

    // MARK: - Coding

    static func environment(of store: isolated Store<F>) -> EnvironmentValues<F.Action> {
        (store.environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
    }
}
