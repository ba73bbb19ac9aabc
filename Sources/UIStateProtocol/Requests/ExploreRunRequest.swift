public import JSONValue
public import RPCProtocol

/// `explore/run`: explores a feature of this server as `uistate explore` does and answers the
/// coverage report. With `progressToken`, the server sends `$/progress` notifications
/// `{"token", "value": {"kind": "begin"|"report"|"end", …}}` while it runs.
public struct ExploreRunRequest: RequestType {
    public static let method = "explore/run"

    public var feature: String
    /// Default 8.
    public var depth: Int?
    /// Default 10,000.
    public var maxStates: Int?
    /// Texts to type, by field id.
    public var samples: [String: [String]]?
    /// `{"name": <JSON Schema>}`, as an invariants file.
    public var invariants: JSONValue?
    /// Dependency presets by dependency name.
    public var presets: [String: String]?
    /// Default 1.
    public var jobs: Int?
    /// `"I/N"`, 0-based.
    public var shard: String?
    /// Default 1.
    public var shardDepth: Int?
    /// Also switch the dynamic type size at its boundaries (default false).
    public var envVariants: Bool?
    /// Also relaunch the app (same storage) from every state (default false).
    public var relaunches: Bool?
    /// A directory on the server to write coverage.json and the scenarios into.
    public var output: String?
    /// Asks for `$/progress` notifications carrying this token (a string or an integer).
    public var progressToken: JSONValue?

    public init(feature: String) {
        self.feature = feature
    }

    public typealias Response = JSONValue
}
