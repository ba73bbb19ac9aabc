public import JSONValue

/// What a step says the state is: any combination of the whole state, a JSON subset of it,
/// values at pointers, and pointers that must be absent.
public struct StateExpectation: Sendable, Hashable {
    /// The whole state.
    public var state: JSONValue?
    /// A JSON subset: objects match on the members given, arrays element by element (same length).
    public var partial: JSONValue?
    /// Exact values at JSON Pointers, in file order.
    public var pointers: [Pointed]
    /// Pointers at which nothing may be.
    public var absent: [JSONPointer]

    public struct Pointed: Sendable, Hashable {
        public var pointer: JSONPointer
        public var value: JSONValue

        public init(pointer: JSONPointer, value: JSONValue) {
            self.pointer = pointer
            self.value = value
        }
    }

    public init(state: JSONValue? = nil, partial: JSONValue? = nil, pointers: [Pointed] = [], absent: [JSONPointer] = []) {
        self.state = state
        self.partial = partial
        self.pointers = pointers
        self.absent = absent
    }

    /// Keys of a step object that make up a state expectation.
    package static let keys = ["state", "partial", "pointers", "absent"]
}
