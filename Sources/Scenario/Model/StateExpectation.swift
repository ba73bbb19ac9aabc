package import JSON

/// What a step says the state is: any combination of the whole state, a JSON subset of it,
/// values at pointers, and pointers that must be absent.
package struct StateExpectation: Sendable, Hashable {
    /// The whole state.
    package var state: JSONValue?
    /// A JSON subset: objects match on the members given, arrays element by element (same length).
    package var partial: JSONValue?
    /// Exact values at JSON Pointers, in file order.
    package var pointers: [Pointed]
    /// Pointers at which nothing may be.
    package var absent: [JSONPointer]

    package struct Pointed: Sendable, Hashable {
        package var pointer: JSONPointer
        package var value: JSONValue

        package init(pointer: JSONPointer, value: JSONValue) {
            self.pointer = pointer
            self.value = value
        }
    }

    package init(state: JSONValue? = nil, partial: JSONValue? = nil, pointers: [Pointed] = [], absent: [JSONPointer] = []) {
        self.state = state
        self.partial = partial
        self.pointers = pointers
        self.absent = absent
    }

    /// Keys of a step object that make up a state expectation.
    package static let keys = ["state", "partial", "pointers", "absent"]
}
