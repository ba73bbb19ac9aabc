import Components
import JSONValue
import Scenario
import StorePersistence
import StoreRuntime

/// A scenario session on one feature's `Store` in this process: what the host does for
/// `store/create`, `store/dispatch`, `view/*`, `clock/advance` and the rest, reduced to what a
/// scenario needs. Replies after settling on the test clock, as `DECISIONS.md` says.
final class FeatureSession<F: HostedFeature>: ScenarioSession {
    typealias Action = F.Action

    private var store: Store<F>?
    private var configuration = SessionConfiguration(feature: F.name)
    private var storage: (any SharedStorage)?
    var environment = EnvironmentValues<Action>()
    let buffer = RecordBuffer()

    // MARK: - Lifecycle

    func create(_ configuration: SessionConfiguration) async throws(SessionError) -> SessionOutcome {
        self.configuration = configuration
        do {
            storage = try configuration.storage.map { try DirectoryStorage(directory: $0) } ?? InMemoryStorage()
        } catch {
            throw SessionError(code: SessionError.storageFailed, message: "storage \(configuration.storage ?? ""): \(error)")
        }
        if let values = configuration.environment {
            do {
                try environment.update(from: values)
            } catch {
                throw SessionError(code: SessionError.invalidParams, message: error.description, data: ["path": .string("/environment/\(error.member)")])
            }
        }
        return try await launch(clock: nil)
    }

    func relaunch() async throws(SessionError) -> SessionOutcome {
        let now = store?.dependencies.testClock?.now
        await destroy()
        return try await launch(clock: now.map { TestClock(now: $0) })
    }

    func destroy() async {
        guard let store else { return }
        await store.cancelAllEffects()
        self.store = nil
    }

    private func launch(clock: TestClock?) async throws(SessionError) -> SessionOutcome {
        var dependencies: Dependencies = configuration.clock == .live ? .live() : .test(clock: clock ?? TestClock())
        dependencies.storage = storage
        let keys = F.dependencyKeys
        var names: [String] = []
        for key in keys { names.append(Self.name(of: key)) }
        for (name, preset) in configuration.dependencies {
            guard let position = names.firstIndex(of: name) else {
                var data: JSONObject = ["dependency": .string(name), "expected": .array(names.map(JSONValue.string))]
                if let suggestion = NameSuggestion.closest(to: name, among: names) { data["suggestion"] = .string(suggestion) }
                throw SessionError(code: SessionError.unknownPreset, message: "\(F.name) has no dependency \"\(name)\"", data: .object(data))
            }
            do {
                try dependencies.selectPreset(preset, forKeyOfType: keys[position])
            } catch {
                let presets = (error as? UnknownPresetError)?.available ?? []
                var data: JSONObject = ["dependency": .string(name), "expected": .array(presets.map(JSONValue.string))]
                if let suggestion = NameSuggestion.closest(to: preset, among: presets) { data["suggestion"] = .string(suggestion) }
                throw SessionError(code: SessionError.unknownPreset, message: "unknown preset \"\(preset)\" for \(name)", data: .object(data))
            }
        }
        var initialState = F.initialState
        if let json = configuration.initialState {
            do {
                initialState = try JSONValueDecoder().decode(F.State.self, from: json)
            } catch {
                let path = (error as? JSONDecodingError)?.path ?? ""
                throw SessionError(code: SessionError.invalidParams, message: "invalid initial state: \(error)", data: ["path": .string("/initialState" + path)])
            }
        }
        let store = Store(initialState: initialState, reducer: F(), environment: environment.json, dependencies: dependencies)
        let buffer = buffer
        await store.addObserver { record in
            guard case .action(let action, let origin) = record.kind else { return }
            let encoder = JSONValueEncoder()
            let sessionOrigin: SessionRecord.Origin = switch origin {
            case .outside: .outside
            case .launch: .launch
            case .effect: .effect
            }
            buffer.append(
                SessionRecord(
                    origin: sessionOrigin,
                    action: (try? encoder.encode(action)) ?? .null,
                    state: (try? encoder.encode(record.state)) ?? .null
                ),
                events: record.events.map(Self.json)
            )
        }
        self.store = store
        if let launchAction = F.launchAction {
            await store.send(launchAction, origin: .launch)
        }
        return try await settled()
    }

    // MARK: - Store access

    func requireStore() throws(SessionError) -> Store<F> {
        guard let store else { throw SessionError(code: -33001, message: "the store was destroyed") }
        return store
    }

    /// Waits for the store to settle (test clock) and returns what happened since the last call.
    func settled() async throws(SessionError) -> SessionOutcome {
        let store = try requireStore()
        if configuration.clock == .test {
            do {
                try await store.settle(timeout: .seconds(10))
            } catch {
                throw SessionError(code: SessionError.settleTimedOut, message: "the store did not settle: \(error)")
            }
        }
        return buffer.take()
    }

    func send(_ action: JSONValue) async throws(SessionError) -> SessionOutcome {
        let decoded = try ActionDecoding.decode(action, as: F.self)
        let store = try requireStore()
        await store.send(decoded)
        return try await settled()
    }

    func advance(milliseconds: Int) async throws(SessionError) -> SessionOutcome {
        guard let clock = try requireStore().dependencies.testClock else {
            throw SessionError(code: SessionError.clockIsLive, message: "the clock is live; advance needs the test clock")
        }
        await clock.advance(milliseconds: milliseconds)
        return try await settled()
    }

    func settle() async throws(SessionError) -> SessionOutcome {
        let store = try requireStore()
        do {
            try await store.settle(timeout: .seconds(10))
        } catch {
            throw SessionError(code: SessionError.settleTimedOut, message: "the store did not settle: \(error)")
        }
        return buffer.take()
    }

    func setEnvironment(_ values: JSONValue) async throws(SessionError) -> SessionOutcome {
        do {
            try environment.update(from: values)
        } catch {
            throw SessionError(code: SessionError.invalidParams, message: error.description, data: ["path": .string("/\(error.member)")])
        }
        let store = try requireStore()
        await store.setEnvironment(environment.json)
        return try await settled()
    }

    func state() async throws(SessionError) -> JSONValue {
        let store = try requireStore()
        return await store.reading { state in (try? JSONValueEncoder().encode(state)) ?? .null }
    }

    func version() async throws(SessionError) -> Int {
        let store = try requireStore()
        return await store.version
    }

    func effectsInFlight() async throws(SessionError) -> [JSONValue] {
        let store = try requireStore()
        let effects = await store.effects
        let encoder = JSONValueEncoder()
        return effects.map { effect in
            [
                "effect": .integer(Int64(effect.id.rawValue)),
                "startedBy": (try? encoder.encode(effect.action)) ?? .null,
                "status": .string(Self.name(of: effect.status)),
            ]
        }
    }

    /// A key's name, through a generic function: reading `name` straight off the existential
    /// metatype crashed the 6.3.1 compiler (signal 11 in SIL).
    private static func name(of key: any DependencyKey.Type) -> String {
        func read<Key: DependencyKey>(_ key: Key.Type) -> String { Key.name }
        return read(key)
    }

    private static func name(of status: EffectStatus) -> String {
        switch status {
        case .running: "running"
        case .waitingOnTestClock: "waitingOnTestClock"
        case .waitingOnChildren: "waitingOnChildren"
        }
    }

    /// A store event in the wire form: `{"haptic": {"style": "medium"}}`.
    static func json(_ event: UIEvent) -> JSONValue {
        .object([event.name: .object(JSONObject(event.payload.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))])
    }
}
