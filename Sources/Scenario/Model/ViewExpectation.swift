package import Components
package import JSON

/// Nodes the rendered tree must contain, and nodes it must not.
package struct ViewExpectation: Sendable, Hashable {
    package var contains: [NodeExpectation]
    package var notContains: [NodeExpectation]

    package init(contains: [NodeExpectation] = [], notContains: [NodeExpectation] = []) {
        self.contains = contains
        self.notContains = notContains
    }
}

/// A node picked by a selector, with properties it must have.
///
/// Written as the selector's members plus `properties` (a JSON subset of the node's properties),
/// `enabled` and `hidden`: `{"id": "nextButton", "enabled": false}`. A node matches when the
/// selector picks it (any of several when `index` is absent) and every property given matches.
package struct NodeExpectation: Sendable, Hashable {
    package var selector: Selector
    package var properties: JSONValue?
    package var enabled: Bool?
    package var hidden: Bool?
    /// Whether a presentation covers the node (the node's `coveredBy` is present).
    package var covered: Bool?
    /// The expectation as written, for messages.
    package var written: JSONValue

    package init(
        selector: Selector, properties: JSONValue? = nil, enabled: Bool? = nil, hidden: Bool? = nil,
        covered: Bool? = nil, written: JSONValue
    ) {
        self.selector = selector
        self.properties = properties
        self.enabled = enabled
        self.hidden = hidden
        self.covered = covered
        self.written = written
    }

    /// An expectation made in code: written as its JSON form.
    package init(selector: Selector, properties: JSONValue? = nil, enabled: Bool? = nil, hidden: Bool? = nil, covered: Bool? = nil) {
        self.init(selector: selector, properties: properties, enabled: enabled, hidden: hidden, covered: covered, written: .null)
        written = json
    }
}
