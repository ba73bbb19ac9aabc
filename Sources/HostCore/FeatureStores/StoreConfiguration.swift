import FeatureKit
package import JSON
package import StoreRuntime

// MARK: - StoreConfiguration

/// How to start a store, as `store/create` asks: already parsed, not yet checked against the
/// feature (the feature's factory does that).
package struct StoreConfiguration: Sendable {
    /// Which clock effects sleep on.
    package enum Clock: String, Sendable, CaseIterable, Codable {
        /// Time moves only by `clock/advance`; replies wait until the store is settled.
        case test
        /// Wall-clock time.
        case live
    }

    /// How UUIDs are made.
    package enum UUIDs: String, Sendable, CaseIterable, Codable {
        /// `00000000-0000-0000-0000-000000000000`, then `…01`, …
        case incrementing
        /// Random version-4 UUIDs.
        case random
    }

    /// The state to start from instead of the feature's, in its wire form.
    package var initialState: JSONValue?
    /// Environment members to set (`dynamicTypeSize`, `colorScheme`, `locale`, `focusedField`).
    package var environment: JSONValue?
    package var clock: Clock
    package var uuid: UUIDs
    /// Where the test clock starts (and the date reads); 2026-01-01T00:00:00Z by default.
    package var start: UIInstant?
    /// Seeds the store's randomness.
    package var seed: UInt64
    /// Preset names by dependency name.
    package var presets: [(dependency: String, preset: String)]
    /// Where persisted shared values live; nil keeps them in memory.
    package var storage: (any SharedStorage)?
    /// The wall-clock bound on waiting for the store to settle.
    package var settleTimeout: Duration
    /// Step reports carry every history entry with its state (`StepReport.entries`): what a
    /// scenario runner needs to check the state after each action, at the cost of encoding it.
    package var reportsEntries: Bool
    /// Step reports list the effects in flight afterwards (`StepReport.effects`), as every reply
    /// does; a search that reads them another way (`FeatureStore.observation()`) turns it off
    /// rather than encode each effect's action after every step.
    package var reportsEffects = true
    /// Step reports give each action effects sent back as its top-level case name only, a JSON
    /// string (`ActionCoding.caseName`), rather than encoded in full: all a search reads of them,
    /// and encoding their payloads was about a twentieth of a search's work.
    package var receivedAsCaseNames = false
    /// The store records history (every `history/…` method reads it). A search's stores, each
    /// living for one try, turn it off: recording and attaching it was about 2% of a search's
    /// instructions. Their steps then report the actions sent from outside instead
    /// (`StepReport.sent`), all a replay needs, and history reads find nothing.
    package var keepsHistory = true

    package init(
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
