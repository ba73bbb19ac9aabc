// MARK: - SharedReader

/// TCA's `@SharedReader`: a shared value a feature reads and never writes, from a key
/// (`@SharedReader(.appStorage("isOn")) var isOn = false`) or from another feature's
/// `Shared` (`Child.State(count: SharedReader(state.$count))`).
@propertyWrapper
public struct SharedReader<Value: Equatable & Sendable>: Sendable, Equatable {
    private let base: Shared<Value>

    /// A reader of `key`, starting at `wrappedValue` until the store has a value.
    public init(wrappedValue: Value, _ key: SharedValueKey<Value>) {
        base = Shared(wrappedValue: wrappedValue, key)
    }

    /// A reader of the value `shared` refers to.
    public init(_ shared: Shared<Value>) {
        base = shared
    }

    /// Lets a child's `@SharedReader var` be initialized with a parent's reader.
    public init(projectedValue: SharedReader<Value>) {
        self = projectedValue
    }

    /// The current value in the store running now; the default outside any store.
    public var wrappedValue: Value { base.wrappedValue }

    /// The reader itself, to pass on.
    public var projectedValue: SharedReader<Value> { self }
}

extension SharedReader: Encodable where Value: Encodable {
    /// Encodes as the value, as `Shared` does.
    public func encode(to encoder: any Encoder) throws {
        try base.encode(to: encoder)
    }
}
