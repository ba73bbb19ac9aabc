public import Components
public import JSONValue

/// Nodes the rendered tree must contain, and nodes it must not.
public struct ViewExpectation: Sendable, Hashable {
    public var contains: [NodeExpectation]
    public var notContains: [NodeExpectation]

    public init(contains: [NodeExpectation] = [], notContains: [NodeExpectation] = []) {
        self.contains = contains
        self.notContains = notContains
    }
}

/// A node picked by a selector, with properties it must have.
///
/// Written as the selector's members plus `properties` (a JSON subset of the node's properties),
/// `enabled` and `hidden`: `{"id": "nextButton", "enabled": false}`. A node matches when the
/// selector picks it (any of several when `index` is absent) and every property given matches.
public struct NodeExpectation: Sendable, Hashable {
    public var selector: Selector
    public var properties: JSONValue?
    public var enabled: Bool?
    public var hidden: Bool?
    /// Whether a presentation covers the node (the node's `coveredBy` is present).
    public var covered: Bool?
    /// The expectation as written, for messages.
    public var written: JSONValue

    public init(
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
    public init(selector: Selector, properties: JSONValue? = nil, enabled: Bool? = nil, hidden: Bool? = nil, covered: Bool? = nil) {
        self.init(selector: selector, properties: properties, enabled: enabled, hidden: hidden, covered: covered, written: .null)
        written = json
    }
}
