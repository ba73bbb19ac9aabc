// MARK: - Identified

/// A value paired with an id, as IdentifiedCollections' `Identified`: what a list row that
/// presents something keeps (`var selection: Identified<Row.ID, Counter.State?>?`).
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
    public let id: ID
    public var value: Value

    public init(_ value: Value, id: ID) {
        self.id = id
        self.value = value
    }

    public init(_ value: Value, id: (Value) -> ID) {
        self.init(value, id: id(value))
    }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
extension Identified: Sendable where ID: Sendable, Value: Sendable {}
extension Identified: Codable where ID: Codable, Value: Codable {}
