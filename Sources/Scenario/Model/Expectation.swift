public import JSONValue

/// The checks of an `expect` step; any combination, checked in this order.
public struct Expectation: Sendable {
    public var state: StateExpectation?
    public var view: ViewExpectation?
    /// The events (haptics …) fired since the previous `events` check or the start, exactly.
    public var events: [JSONValue]?
    public var snapshot: SnapshotExpectation?

    public init(state: StateExpectation? = nil, view: ViewExpectation? = nil, events: [JSONValue]? = nil, snapshot: SnapshotExpectation? = nil) {
        self.state = state
        self.view = view
        self.events = events
        self.snapshot = snapshot
    }
}
