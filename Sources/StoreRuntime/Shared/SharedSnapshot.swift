// MARK: - SharedSnapshot

/// The shared values of a store at one moment, as history keeps them and a jump restores them.
public struct SharedSnapshot: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// The values by key.
    public internal(set) var values: [SharedKeyID: any Equatable & Sendable]

    /// Creates a snapshot from values.
    public init(_ values: [SharedKeyID: any Equatable & Sendable] = [:]) {
        self.values = values
    }

    public init(dictionaryLiteral elements: (SharedKeyID, any Equatable & Sendable)...) {
        self.values = Dictionary(elements, uniquingKeysWith: { _, last in last })
    }

    /// These values, and `other`'s for the keys these lack.
    public func filling(from other: SharedSnapshot) -> SharedSnapshot {
        SharedSnapshot(values.merging(other.values) { own, _ in own })
    }

    /// Whether no shared value has been read or written.
    public var isEmpty: Bool { values.isEmpty }

    /// The keys, sorted.
    public var keys: [SharedKeyID] { values.keys.sorted() }

    /// The value of `key`, if it has one of that type.
    public subscript<Value>(key: SharedValueKey<Value>) -> Value? {
        // Unwrapped first: a missing value cast to an optional `Value` would read as a value of nil.
        guard let value = values[key.id] else { return nil }
        return value as? Value
    }

    public static func == (lhs: SharedSnapshot, rhs: SharedSnapshot) -> Bool {
        guard lhs.values.count == rhs.values.count else { return false }
        return lhs.values.allSatisfy { key, value in
            rhs.values[key].map { isEqual(value, $0) } ?? false
        }
    }

    /// Runs `body` with these values as the current shared values, as if inside a store: handles
    /// read them and writes change a private copy, which is returned with the result.
    ///
    /// The test store builds expected states this way without touching the live store, and
    /// history encodes past states with the shared values they had.
    public func withValues<T>(_ body: () throws -> T) rethrows -> (result: T, after: SharedSnapshot) {
        let (result, after, _) = try assigningValues(body)
        return (result, after)
    }

    /// `withValues`, also telling whether `body` assigned any shared value, even one equal to
    /// the value it replaced: a test's expectation that writes a shared value
    /// (`$0.$count.withLock { $0 = 0 }`) asserts a change even when the count was already 0.
    public func assigningValues<T>(_ body: () throws -> T) rethrows -> (result: T, after: SharedSnapshot, assigned: Bool) {
        let scratch = SharedRegistry(storage: nil, values: self)
        var dependencies = Dependencies.current
        dependencies.shared = scratch
        let result = try Dependencies.$current.withValue(dependencies) { try body() }
        return (result, scratch.snapshot(), scratch.assignmentCount > 0)
    }
}

/// Whether two existential values are equal (values of different types never are).
func isEqual(_ lhs: any Equatable & Sendable, _ rhs: any Equatable & Sendable) -> Bool {
    func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
    return open(lhs)
}
