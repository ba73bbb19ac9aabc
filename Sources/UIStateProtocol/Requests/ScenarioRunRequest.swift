public import JSONValue
public import RPCProtocol

/// `scenario/run`: replays a scenario document, or the scenario files at a path, on this
/// server's features and answers the JSON reporter's report. A failing scenario is a normal
/// result (`status: "failed"`); −33008 is for a scenario that could not run.
public struct ScenarioRunRequest: RequestType {
    public static let method = "scenario/run"

    /// A scenario document (the contents of a `*.scenario.json` file).
    public var document: JSONValue?
    /// A scenario file or a directory searched recursively, on the server's file system.
    public var path: String?
    /// The file name reports use for `document`, and the folder its includes and snapshots are
    /// resolved against; default `document.scenario.json` in the server's working directory.
    public var file: String?
    public var options: Options?

    public init(document: JSONValue? = nil, path: String? = nil, file: String? = nil, options: Options? = nil) {
        self.document = document
        self.path = path
        self.file = file
        self.options = options
    }

    /// `uistate replay`'s options.
    public struct Options: Codable, Sendable {
        public var filter: String?
        public var tags: [String]?
        public var updateSnapshots: Bool?
        /// Adds wall-clock milliseconds to the report.
        public var timings: Bool?
        /// Scenarios run at once (default 1).
        public var jobs: Int?
        /// `{"index": i, "count": n}`, 1-based.
        public var shard: ShardParams?
        /// Wall-clock seconds per scenario (default 60; 0 for none).
        public var timeout: Double?

        public init(filter: String? = nil, tags: [String]? = nil, updateSnapshots: Bool? = nil, timings: Bool? = nil,
                    jobs: Int? = nil, shard: ShardParams? = nil, timeout: Double? = nil) {
            self.filter = filter
            self.tags = tags
            self.updateSnapshots = updateSnapshots
            self.timings = timings
            self.jobs = jobs
            self.shard = shard
            self.timeout = timeout
        }
    }

    public struct ShardParams: Codable, Sendable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The JSON reporter's report: `{"version", "summary", "scenarios"}`.
    public typealias Response = JSONValue
}
