package import JSON

/// The checks of an `expect` step; any combination, checked in this order.
package struct Expectation: Sendable, Hashable {
    package var state: StateExpectation?
    package var view: ViewExpectation?
    /// The events (haptics …) fired since the previous `events` check or the start, exactly.
    package var events: [JSONValue]?
    package var snapshot: SnapshotExpectation?
    /// A pixel snapshot of the screen, drawn by a browser.
    package var screenshot: ScreenshotExpectation?
    /// A JSON Schema `{"state": …, "view": …}` must satisfy: the current state and the rendered
    /// tree (wire form). What `uistate explore` writes for a broken invariant.
    package var invariant: InvariantExpectation?

    package init(
        state: StateExpectation? = nil, view: ViewExpectation? = nil, events: [JSONValue]? = nil,
        snapshot: SnapshotExpectation? = nil, invariant: InvariantExpectation? = nil,
        screenshot: ScreenshotExpectation? = nil
    ) {
        self.screenshot = screenshot
        self.invariant = invariant
        self.state = state
        self.view = view
        self.events = events
        self.snapshot = snapshot
    }
}

/// A named rule over the state and the view, as a JSON Schema.
package struct InvariantExpectation: Sendable, Hashable {
    package var name: String?
    package var schema: JSONValue

    package init(name: String? = nil, schema: JSONValue) {
        self.name = name
        self.schema = schema
    }
}
