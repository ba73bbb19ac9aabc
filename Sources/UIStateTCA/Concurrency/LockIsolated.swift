import Synchronization

// MARK: - LockIsolated

/// A value behind a lock, as TCA tests share one between a test and the client it overrides:
///
/// ```swift
/// let opened = LockIsolated<[URL]>([])
/// store.dependencies.openURL = OpenURLEffect { url in opened.withValue { $0.append(url) }; return true }
/// …
/// XCTAssertEqual(opened.value, [url])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
    // @unchecked: every read and write of `stored` holds `lock`.
    private var stored: Value
    private let lock = NSRecursiveLock()

    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        self.stored = try value()
    }

    /// The current value.
    public var value: Value {
        lock.withLock { stored }
    }

    /// A member of the current value.
    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        lock.withLock { stored[keyPath: keyPath] }
    }

    /// Runs `operation` on the value with the lock held, so a read-modify-write is one step.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try operation(&stored) }
    }

    /// Replaces the value.
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try lock.withLock { stored = try newValue() }
    }
}

extension LockIsolated where Value: Sendable {
    /// Equal when the values are, read under the lock.
    public static func == (lhs: LockIsolated, rhs: Value) -> Bool where Value: Equatable {
        lhs.value == rhs
    }
}

// MARK: - ActorIsolated

/// A value an actor guards, for tests whose overrides are async:
/// `let calls = ActorIsolated(0)` … `await calls.withValue { $0 += 1 }` … `await calls.value`.
@dynamicMemberLookup
public final actor ActorIsolated<Value> {
    /// The current value.
    public var value: Value

    public init(_ value: @autoclosure @Sendable () throws -> sending Value) rethrows {
        self.value = try value()
    }

    public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// Runs `operation` on the value on the actor.
    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try operation(&value)
    }

    /// Replaces the value.
    public func setValue(_ newValue: @autoclosure @Sendable () throws -> sending Value) rethrows {
        value = try newValue()
    }
}

// MARK: - UncheckedSendable

/// A value declared `Sendable` by whoever wraps it, for a value known to be safe that Swift
/// cannot check (TCA's escape hatch, kept for code that uses it).
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public init(wrappedValue: Value) {
        self.value = wrappedValue
    }

    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }
}
