public import JSONValue
public import StoreRuntime

// MARK: - StoreConfiguration

/// How to start a store, as `store/create` asks: already parsed, not yet checked against the
/// feature (the feature's factory does that).
public struct StoreConfiguration: Sendable {
    /// Which clock effects sleep on.
    public enum Clock: String, Sendable, CaseIterable, Codable {
        /// Time moves only by `clock/advance`; replies wait until the store is settled.
        case test
        /// Wall-clock time.
        case live
    }

    /// How UUIDs are made.
    public enum UUIDs: String, Sendable, CaseIterable, Codable {
        /// `00000000-0000-0000-0000-000000000000`, then `…01`, …
        case incrementing
        /// Random version-4 UUIDs.
        case random
    }

    /// The state to start from instead of the feature's, in its wire form.
    public var initialState: JSONValue?
    /// Environment members to set (`dynamicTypeSize`, `colorScheme`, `locale`, `focusedField`).
    public var environment: JSONValue?
    public var clock: Clock
    public var uuid: UUIDs
    /// Where the test clock starts (and the date reads); 2026-01-01T00:00:00Z by default.
    public var start: UIInstant?
    /// Seeds the store's randomness.
    public var seed: UInt64
    /// Preset names by dependency name.
    public var presets: [(dependency: String, preset: String)]
    /// Where persisted shared values live; nil keeps them in memory.
    public var storage: (any SharedStorage)?
    /// The wall-clock bound on waiting for the store to settle.
    public var settleTimeout: Duration
    /// Step reports carry every history entry with its state (`StepReport.entries`): what a
    /// scenario runner needs to check the state after each action, at the cost of encoding it.
    public var reportsEntries: Bool

    public init(
        initialState: JSONValue? = nil,
        environment: JSONValue? = nil,
        clock: Clock = .test,
        uuid: UUIDs = .incrementing,
        start: UIInstant? = nil,
        seed: UInt64 = 0,
        presets: [(dependency: String, preset: String)] = [],
        storage: (any SharedStorage)? = nil,
        settleTimeout: Duration = .seconds(10),
        reportsEntries: Bool = false
    ) {
        self.reportsEntries = reportsEntries
        self.initialState = initialState
        self.environment = environment
        self.clock = clock
        self.uuid = uuid
        self.start = start
        self.seed = seed
        self.presets = presets
        self.storage = storage
        self.settleTimeout = settleTimeout
    }
}
