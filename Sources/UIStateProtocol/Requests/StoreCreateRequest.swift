public import FoundationEssentials
public import JSONValue
public import RPCProtocol

/// `store/create`: starts a store of a feature and sends its launch action.
public struct StoreCreateRequest: RequestType {
    public static let method = "store/create"

    /// The feature's name.
    public var feature: String
    /// The state to start from, in the feature's wire form; the feature's own when absent.
    public var initialState: JSONValue?
    /// Environment members (`dynamicTypeSize`, `colorScheme`, `locale`, `focusedField`).
    public var environment: JSONValue?
    public var dependencies: Dependencies?
    /// The storage directory for persisted values; see `HostOptions.storageDirectory`.
    public var storage: String?
    /// Replies of this store's steps carry `entries`: every history entry with the state after
    /// it (what a scenario runner checks after each action). Default false.
    public var reportEntries: Bool?

    public init(feature: String, initialState: JSONValue? = nil, environment: JSONValue? = nil,
                dependencies: Dependencies? = nil, storage: String? = nil, reportEntries: Bool? = nil) {
        self.feature = feature
        self.reportEntries = reportEntries
        self.initialState = initialState
        self.environment = environment
        self.dependencies = dependencies
        self.storage = storage
    }

    /// How a store's time moves.
    public enum Clock: String, Sendable, CaseIterable, Codable {
        /// Time moves only by `clock/advance`; replies wait until the store is settled.
        case test
        /// Wall-clock time.
        case live
    }

    /// How a store's UUIDs are made.
    public enum UUIDs: String, Sendable, CaseIterable, Codable {
        /// `00000000-0000-0000-0000-000000000000`, then `…01`, …
        case incrementing
        /// Random version-4 UUIDs.
        case random
    }

    /// What the store's dependencies are.
    public struct Dependencies: Codable, Sendable {
        /// `test` (default unless `serve --live-clock`) or `live`.
        public var clock: Clock?
        /// `incrementing` (default) or `random`.
        public var uuid: UUIDs?
        /// Where the test clock starts (ISO 8601); with a live clock, a fixed date.
        public var date: Date?
        /// Seeds randomness (default 0).
        public var seed: UInt64?
        /// Preset names by dependency name.
        public var presets: [String: String]?

        public init(clock: Clock? = nil, uuid: UUIDs? = nil, date: Date? = nil,
                    seed: UInt64? = nil, presets: [String: String]? = nil) {
            self.clock = clock
            self.uuid = uuid
            self.date = date
            self.seed = seed
            self.presets = presets
        }
    }

    public struct Response: Encodable, Sendable {
        /// `"<feature>-<n>"`.
        public var storeId: String
        public var version: Int
        /// The state after the launch action.
        public var state: JSONValue
        /// What the launch action led to.
        public var received: [JSONValue]
        public var events: [JSONValue]
        public var effects: [JSONValue]
        /// What the launch added to history, with `reportEntries: true`.
        public var entries: [JSONValue]?

        public init(storeId: String, version: Int, state: JSONValue, received: [JSONValue], events: [JSONValue], effects: [JSONValue], entries: [JSONValue]? = nil) {
            self.storeId = storeId
            self.version = version
            self.state = state
            self.received = received
            self.events = events
            self.effects = effects
            self.entries = entries
        }
    }
}
