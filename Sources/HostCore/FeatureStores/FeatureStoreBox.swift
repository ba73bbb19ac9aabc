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
    let store: Store<F>
    let history: History<F.State, F.Action>?
    let usesTestClock: Bool
    let settleTimeout: Duration
    let reportsEntries: Bool
    let reportsEffects: Bool
    let receivedAsCaseNames: Bool
    /// The feature's action decoder, shared with its other stores.
    let decoder: ActionDecoder<F.Action>

    var featureName: String { F.name }

    private init(
        store: Store<F>, history: History<F.State, F.Action>?, usesTestClock: Bool, settleTimeout: Duration, reportsEntries: Bool,
        reportsEffects: Bool, receivedAsCaseNames: Bool, decoder: ActionDecoder<F.Action>
    ) {
        self.store = store
        self.history = history
        self.usesTestClock = usesTestClock
        self.settleTimeout = settleTimeout
        self.reportsEntries = reportsEntries
        self.reportsEffects = reportsEffects
        self.receivedAsCaseNames = receivedAsCaseNames
        self.decoder = decoder
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
        let history: History<F.State, F.Action>? =
            if !configuration.keepsHistory { nil } else if let past { await past.continued(by: store) } else { await History.attach(to: store) }
        return FeatureStoreBox(
            store: store, history: history, usesTestClock: configuration.clock == .test,
            settleTimeout: configuration.settleTimeout, reportsEntries: configuration.reportsEntries,
            reportsEffects: configuration.reportsEffects, receivedAsCaseNames: configuration.receivedAsCaseNames, decoder: decoder
        )
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

    /// Commits a change on the store's executor, waits (test clock) until settled, and reports
    /// what happened since just before the commit.
    ///
    /// `commit` must throw only before it changes anything. Cancellation is checked right before
    /// it runs: after that the change stands and the reply reports it. Not generic over what
    /// `commit` returns: unspecialised behind `any FeatureStore`, a tuple with a generic member
    /// costs a metadata look-up per step (a step wanting a value takes it out through a lock).
    func step(_ commit: @escaping @Sendable (isolated Store<F>) throws -> Void) async throws -> StepReport {
        let (mark, quick) = try await store.perform { store in
            try Task.checkCancellation()
            let mark = self.open(store)
            do { try commit(store) } catch { _ = store.endStep(); throw error }
            // Most steps start no async work: answer in this same hop.
            let quick = !self.usesTestClock || store.isSettled ? self.report(store, since: mark) : nil
            return (mark, quick)
        }
        if let quick { return quick }
        try await closingOnError { try await store.settle(timeout: settleTimeout) }
        return await store.perform { store in self.report(store, since: mark) }
    }

    /// Opens a step on the store.
    func open(_ store: isolated Store<F>) -> StepMark {
        store.beginStep(gatheringSent: history == nil)
        return StepMark(version: store.version)
    }

    /// Runs the waiting part of a step; if it throws, the step is closed before the error leaves,
    /// so the store stops gathering for a reply that will not come.
    func closingOnError(_ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch {
            await store.perform { store in _ = store.endStep() }
            throw error
        }
    }

    /// The reply of a step: what the store gathered since `mark`, and the effects in flight now.
    func report(_ store: isolated Store<F>, since mark: StepMark) -> StepReport {
        let outcome = store.endStep()
        var entries: [JSONValue]?
        if reportsEntries {
            // The entries themselves, with the state after each, come from history: that is what
            // `reportsEntries` asks for.
            var added: [JSONValue] = []
            if !outcome.sequences.isEmpty, let history {
                history.withEntries(from: outcome.sequences.lowerBound) { kept in
                    for index in kept.indices where outcome.sequences.contains(kept[index].sequence) {
                        added.append(Self.entryJSON(kept[index], in: store))
                    }
                }
            }
            entries = added
        }
        var report = StepReport(
            version: store.version, changed: store.version != mark.version,
            received: outcome.receivesActions ? received(store.takeStepReceived()) : [],
            events: outcome.events.isEmpty ? [] : outcome.events.map(Self.json),
            effects: reportsEffects ? Self.listing(of: store, encoding: decoder) : [], entries: entries, sequences: outcome.sequences
        )
        if history == nil { report.sent = store.takeStepSent().map(ActionCoding.encode) }
        return report
    }

    /// The actions effects sent back, as a reply carries them.
    private func received(_ actions: [F.Action]) -> [JSONValue] {
        guard receivedAsCaseNames else { return actions.map(ActionCoding.encode) }
        return actions.map { ActionCoding.caseName($0).map(JSONValue.string) ?? .null }
    }

    // MARK: - FeatureStore

    func launch() async throws -> StepReport {
        guard let action = F.launchAction else {
            return try await step { _ in }
        }
        return try await step { store in store.send(action, origin: .launch) }
    }

    func dispatch(_ json: JSONValue) async throws -> StepReport {
        let action = try Self.decodeAction(json, with: decoder)
        return try await step { store in store.send(action, origin: .outside) }
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
        await store.perform { store in Self.listing(of: store, encoding: decoder) }
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

    /// Decodes an action with `decoder` (the bridge only for what it has not seen); for an
    /// unknown case, names the valid ones from the declared schema.
    static func decodeAction(
        _ json: JSONValue, with decoder: ActionDecoder<F.Action>
    ) throws(ActionDecodingError) -> F.Action {
        do {
            return try decoder.decode(json)
        } catch let error as JSONDecodingError {
            var expected: [String]?
            if error.expected != nil || error.kind == .unknownCase {
                let tokens = (try? JSONPointer(parsing: error.path))?.tokens ?? []
                let names = ActionSchemaNames.names(in: F.actionSchema, at: tokens, action: json)
                expected = names.isEmpty ? error.expected : names
            }
            throw ActionDecodingError(path: error.path, message: error.message, expected: expected)
        } catch {
            throw ActionDecodingError(path: "", message: "\(error)")
        }
    }

    static func environment(of store: isolated Store<F>) -> EnvironmentValues<F.Action> {
        (store.environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
    }

    /// `{"haptic": {"style": "success"}}`, as a view's events are written: a view's own JSON
    /// payload as it wrote it, a reducer's string payload as strings.
    static func json(_ event: UIEvent) -> JSONValue {
        if let payload = event.detail?.value as? JSONObject { return .object([event.name: .object(payload)]) }
        var payload = JSONObject()
        for (key, value) in event.payload.sorted(by: { $0.key < $1.key }) { payload[key] = .string(value) }
        return .object([event.name: .object(payload)])
    }

    /// The wire form of the store's in-flight effects; none (most steps) costs no generic code.
    static func listing(of store: isolated Store<F>, encoding decoder: ActionDecoder<F.Action>) -> [JSONValue] {
        store.hasEffectsInFlight ? listing(store.effects, encodingActions: decoder.encode) : []
    }

    /// The wire form of in-flight effects, each effect's action written by `encodeAction` (the
    /// feature's decoder answers the forms it knows without the bridge: `ActionDecoder.encode`).
    static func listing(
        _ effects: [EffectInfo<F.Action>], encodingActions encodeAction: (F.Action) -> JSONValue
    ) -> [JSONValue] {
        // Effects started by one action carry that action (a debounce is a concatenation and
        // its step): encode it once.
        var actions: [Int: JSONValue] = [:]
        return effects.map { effect in
            let action = actions[effect.startedBy] ?? encodeAction(effect.action)
            actions[effect.startedBy] = action
            // The members in the order the reply has always written them; the keys are distinct
            // by construction, so none is looked up.
            var members: [JSONObject.Member] = []
            members.reserveCapacity(7)
            members.append(("id", .integer(Int64(effect.id.rawValue))))
            members.append(("startedBy", .integer(Int64(effect.startedBy))))
            members.append(("action", action))
            members.append(("status", .string(statusName(effect.status))))
            members.append(("cancelIds", .array(effect.cancelIDs.map { .string($0.description) })))
            members.append(("cancelled", .bool(effect.isCancelled)))
            members.append(("parent", effect.parent.map { .integer(Int64($0.rawValue)) } ?? .null))
            return .object(JSONObject(uniqueMembers: members))
        }
    }

    private static func statusName(_ status: EffectStatus) -> String {
        switch status {
        case .running: "running"
        case .waitingOnTestClock: "waitingOnTestClock"
        case .waitingOnChildren: "waitingOnChildren"
        }
    }
}

// MARK: - StepMark

/// Where a step started: the version before it. What the store processes from here on is
/// gathered by the store itself (`Store.beginStep()`), and the reply is made from that. Not
/// nested in the generic box, whose nested types need a metadata look-up at every use.
struct StepMark: Sendable {
    let version: Int
}
