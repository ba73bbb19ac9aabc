public import JSONValue
import RPCProtocol

/// `history/export`: the store's history as a scenario document (`protocol/scenario/`), with
/// assertions filled in from what happened, which replays green against the same feature.
///
/// Each request that made history becomes a step (`store/dispatch` a `send`, `view/tap` a `tap`,
/// `clock/advance` an `advance` …) asserting the state it left; each action an effect sent
/// becomes a `receive` asserting the state after it; the events of a step are checked by an
/// `expect.events` step after it.
public struct HistoryExportRequest: StoreRequest {
    public static let method = "history/export"

    public var storeId: String
    /// The scenario's `name`; default `"recorded <feature>"`.
    public var name: String?

    public init(storeId: String, name: String? = nil) {
        self.storeId = storeId
        self.name = name
    }

    public struct Response: Encodable, Sendable {
        /// The scenario document.
        public var scenario: JSONValue

        public init(scenario: JSONValue) {
            self.scenario = scenario
        }
    }
}
