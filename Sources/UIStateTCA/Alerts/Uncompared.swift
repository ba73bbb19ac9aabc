// MARK: - Uncompared

/// A stored value that takes no part in its owner's synthesized equality and hashing: the id every
/// alert, dialog and button gets. Owners then synthesize `Equatable` and `Hashable` over their
/// other fields, and two built apart from one description are equal.
struct Uncompared<Value>: Hashable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: Self, rhs: Self) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}

extension Uncompared: Sendable where Value: Sendable {}
