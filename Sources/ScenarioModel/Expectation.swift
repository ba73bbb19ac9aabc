public import JSONValue

/// The checks of an `expect` step; any combination, checked in this order.
public struct Expectation: Sendable, Hashable {
    public var state: StateExpectation?
    public var view: ViewExpectation?
    /// The events (haptics …) fired since the previous `events` check or the start, exactly.
    public var events: [JSONValue]?
    public var snapshot: SnapshotExpectation?
    /// A JSON Schema `{"state": …, "view": …}` must satisfy: the current state and the rendered
    /// tree (wire form). What `uistate explore` writes for a broken invariant.
    public var invariant: InvariantExpectation?

    public init(
        state: StateExpectation? = nil, view: ViewExpectation? = nil, events: [JSONValue]? = nil,
        snapshot: SnapshotExpectation? = nil, invariant: InvariantExpectation? = nil
    ) {
        self.invariant = invariant
        self.state = state
        self.view = view
        self.events = events
        self.snapshot = snapshot
    }
}

/// A named rule over the state and the view, as a JSON Schema.
public struct InvariantExpectation: Sendable, Hashable {
    public var name: String?
    public var schema: JSONValue

    public init(name: String? = nil, schema: JSONValue) {
        self.name = name
        self.schema = schema
    }
}
