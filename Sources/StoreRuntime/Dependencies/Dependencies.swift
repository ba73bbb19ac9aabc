// MARK: - Dependencies

/// Everything a feature reaches outside its state: time, ids, dates, randomness, side events and
/// its own clients. Injected per store and overridable, so every flow replays the same.
///
/// Reducers read them through `Dependencies.current` (set by the store while a reducer or effect
/// runs); `.run` effects also receive them as a parameter.
///
/// ```swift
/// var dependencies = Dependencies.test()
/// try dependencies.selectPreset("fails", for: BookmarkAPIKey.self)
/// let store = Store(initialState: Feature.State(), reducer: Feature(), dependencies: dependencies)
/// ```
public struct Dependencies: Sendable {
    /// The parts, in one shared box copied on first write: `Dependencies` is bound as a
    /// task-local around every action a store processes and copied wherever it is read, and a
    /// copy of the parts themselves (over 200 bytes, a dozen references) cost about 700
    /// instructions an action with its destroy, where a copy of the box is one retain.
    private var parts: Parts

    private final class Parts: @unchecked Sendable {
        // Written only through `Dependencies`' setters, on a box no other value shares
        // (`uniqueParts()`), so no two threads touch one box's fields while one writes.
        var clock: any UIClock
        var uuid: UUIDGenerator
        var random: SeededRandom
        var events: EventRecorder
        var storage: (any SharedStorage)?
        var shared: SharedRegistry?
        var sharedDeclarations: SharedDeclarations?
        var context: DependencyContext
        var reportIssue: (@Sendable (String) -> Void)?
        var effectExecutor: (any TaskExecutor)?
        var dateGenerator: DateGenerator
        var dateFollowsClock = false
        var clients: [ObjectIdentifier: any Sendable] = [:]
        var presets: [ObjectIdentifier: String] = [:]

        init(clock: any UIClock, uuid: UUIDGenerator, date: DateGenerator, random: SeededRandom, context: DependencyContext) {
            self.clock = clock
            self.uuid = uuid
            dateGenerator = date
            self.random = random
            events = EventRecorder()
            self.context = context
        }

        init(copying other: Parts) {
            clock = other.clock
            uuid = other.uuid
            random = other.random
            events = other.events
            storage = other.storage
            shared = other.shared
            sharedDeclarations = other.sharedDeclarations
            context = other.context
            reportIssue = other.reportIssue
            effectExecutor = other.effectExecutor
            dateGenerator = other.dateGenerator
            dateFollowsClock = other.dateFollowsClock
            clients = other.clients
            presets = other.presets
        }
    }

    /// The box to write to: this value's own, copied first if another value shares it.
    private mutating func uniqueParts() -> Parts {
        if !isKnownUniquelyReferenced(&parts) { parts = Parts(copying: parts) }
        return parts
    }

    /// The clock effects sleep on. Replacing it moves the date with it, unless a date of its own
    /// was set.
    public var clock: any UIClock {
        get { parts.clock }
        set {
            let parts = uniqueParts()
            parts.clock = newValue
            if parts.dateFollowsClock { parts.dateGenerator = .clock(newValue) }
        }
    }
    /// Makes UUIDs.
    public var uuid: UUIDGenerator {
        get { parts.uuid }
        set { uniqueParts().uuid = newValue }
    }
    /// Tells the date.
    public var date: DateGenerator {
        get { parts.dateGenerator }
        set {
            let parts = uniqueParts()
            parts.dateGenerator = newValue
            parts.dateFollowsClock = false
        }
    }
    /// Deterministic randomness; copies share one sequence.
    public var random: SeededRandom {
        get { parts.random }
        set { uniqueParts().random = newValue }
    }
    /// Side signals (haptics); the store replaces this with its own recorder.
    public var events: EventRecorder {
        get { parts.events }
        set { uniqueParts().events = newValue }
    }
    /// Where persisted shared values are kept (the store's storage directory); without it they
    /// live in memory.
    public var storage: (any SharedStorage)? {
        get { parts.storage }
        set { uniqueParts().storage = newValue }
    }
    /// The shared values of the store whose reducer or effect is running; each store sets its own.
    public internal(set) var shared: SharedRegistry? {
        get { parts.shared }
        set { uniqueParts().shared = newValue }
    }
    /// Where shared handles made outside any store declare their keys' starting values, and
    /// what a store made with these dependencies starts those keys at (a preview's
    /// `@Shared(.syncUps) var syncUps = [.mock]` before it builds its store).
    package var sharedDeclarations: SharedDeclarations? {
        get { parts.sharedDeclarations }
        set { uniqueParts().sharedDeclarations = newValue }
    }
    /// Which of a key's values a client takes when nothing overrides it: live, preview or test
    /// (swift-dependencies' `DependencyContext`). Set for previews, so that `@Dependency(\.context)`
    /// reads `.preview` and clients give their `previewValue`.
    public var context: DependencyContext {
        get { parts.context }
        set { uniqueParts().context = newValue }
    }
    /// Whether feature clients use their live values.
    public var usesLiveClients: Bool { context == .live }
    /// Where a dependency read that a test must not make is reported (a key without a test
    /// value); a test store sets it, elsewhere such reads are allowed.
    public var reportIssue: (@Sendable (String) -> Void)? {
        get { parts.reportIssue }
        set { uniqueParts().reportIssue = newValue }
    }
    /// Where the store's effect tasks run, and so the store itself while they call it; `nil`
    /// (the default) is Swift's cooperative pool. A test whose effects wake from a live timer or
    /// another thread gives them a thread of its own, so that its wall-clock safety net does not
    /// measure how busy the pool is with a thousand other tests (docs/testing.md, rule 5).
    package var effectExecutor: (any TaskExecutor)? {
        get { parts.effectExecutor }
        set { uniqueParts().effectExecutor = newValue }
    }

    /// Where the effects of a store made now run when its dependencies name no `effectExecutor`:
    /// set around work that runs on a thread of its own (a test's `runOffPool`), so that the
    /// stores it makes keep their effects on that thread too. A store's effect tasks are
    /// unstructured: without this they would queue for the cooperative pool.
    @TaskLocal package static var inheritedEffectExecutor: (any TaskExecutor)?

    /// Creates dependencies from their parts.
    public init(
        clock: any UIClock,
        uuid: UUIDGenerator,
        date: DateGenerator,
        random: SeededRandom,
        usesLiveClients: Bool
    ) {
        parts = Parts(clock: clock, uuid: uuid, date: date, random: random, context: usesLiveClients ? .live : .test)
    }

    /// Deterministic dependencies: a test clock at 2026-01-01T00:00:00Z, incrementing UUIDs,
    /// dates read from the test clock, randomness seeded with `seed`, test clients.
    public static func test(clock: TestClock = TestClock(), seed: UInt64 = 0) -> Dependencies {
        var dependencies = Dependencies(clock: clock, uuid: .incrementing, date: .clock(clock), random: SeededRandom(seed: seed), usesLiveClients: false)
        dependencies.uniqueParts().dateFollowsClock = true
        return dependencies
    }

    /// Real time, random UUIDs, the system date, system-seeded randomness and live clients.
    public static func live() -> Dependencies {
        Dependencies(clock: LiveClock(), uuid: .live, date: .live, random: .live(), usesLiveClients: true)
    }

    /// The test clock, if this store's clock is one.
    public var testClock: TestClock? { clock as? TestClock }

    // MARK: - Feature clients

    /// The client `key` declares: an override if one was set, else the selected preset, else the
    /// value of the context: `liveValue`, `previewValue` or `testValue`.
    ///
    /// A key with only a test value (`TestDependencyKey`) gives it in every context.
    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get {
            let id = ObjectIdentifier(key)
            if let value = parts.clients[id] as? Key.Value { return value }
            if let preset = parts.presets[id], let value = Key.value(ofPreset: preset) { return value }
            switch context {
            case .live: return Key.liveValueIfDeclared ?? Key.testValue
            case .preview: return Key.previewValue
            case .test: return Key.testValue
            }
        }
        set {
            uniqueParts().clients[ObjectIdentifier(key)] = newValue
        }
    }

    /// Whether any client was set on these dependencies themselves (not a preset): such a client
    /// may keep what a store did (a generator's position, a view's `@State`), which only
    /// replaying can give a new store.
    package var hasClientsOfItsOwn: Bool { !parts.clients.isEmpty }

    /// Uses the preset called `preset` for `key` (and drops any override set for it).
    ///
    /// - Throws: `UnknownPresetError` when `key` declares no such preset.
    public mutating func selectPreset<Key: TestDependencyKey>(_ preset: String, for key: Key.Type) throws {
        guard Key.value(ofPreset: preset) != nil else {
            throw UnknownPresetError(dependency: Key.name, preset: preset, available: Key.presetNames)
        }
        let id = ObjectIdentifier(key)
        let parts = uniqueParts()
        parts.presets[id] = preset
        parts.clients[id] = nil
    }

    /// Uses the preset called `preset` for a key known only at run time (from a scenario file).
    public mutating func selectPreset(_ preset: String, forKeyOfType key: any TestDependencyKey.Type) throws {
        func select<Key: TestDependencyKey>(_ key: Key.Type) throws {
            try selectPreset(preset, for: key)
        }
        try select(key)
    }

    /// The preset selected for `key`.
    public func selectedPreset<Key: TestDependencyKey>(for key: Key.Type) -> String {
        parts.presets[ObjectIdentifier(key)] ?? Key.defaultPreset
    }

    // MARK: - The current dependencies

    /// The dependencies of the store whose reducer or effect is running; test dependencies
    /// elsewhere.
    @TaskLocal public static var current = Dependencies.test()
}
