// MARK: - DependencyValues

/// TCA's name for the values a feature reaches outside its state. The runtime's `Dependencies`
/// is that collection (one per store, read through `Dependencies.current` while a reducer or
/// effect runs), so the two names are one type: `extension DependencyValues { var apiClient: … }`
/// adds to what every store carries.
public typealias DependencyValues = Dependencies

// MARK: - @Dependency

/// Reads a dependency of the store whose reducer or effect is running, as TCA's `@Dependency`.
///
/// ```swift
/// struct Feature: Reducer {
///     @Dependency(\.continuousClock) var clock
///     @Dependency(\.uuid) var uuid
///     …
/// }
/// ```
///
/// The value is looked up each time it is read, so a reducer that holds it reads the store's
/// value while it runs, and an effect reads the value the store gave it when it started.
@propertyWrapper
public struct Dependency<Value>: @unchecked Sendable {
    // @unchecked: a key path is immutable once made; Swift 5 mode cannot spell it `& Sendable`.
    private let read: (Dependencies) -> Value

    /// The dependency at `keyPath`, such as `\.continuousClock` or a client a feature declared in
    /// an extension of `DependencyValues`.
    public init(_ keyPath: KeyPath<DependencyValues, Value>) {
        self.read = { $0[keyPath: keyPath] }
    }

    /// The dependency a key declares, without a `DependencyValues` property for it.
    public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
        self.read = { $0[key] }
    }

    /// The current value.
    public var wrappedValue: Value {
        read(Dependencies.current)
    }
}

// MARK: - withDependencies

/// Runs `operation` with the current dependencies changed by `updateValuesForOperation`.
///
/// ```swift
/// let model = withDependencies {
///     $0.uuid = .incrementing
/// } operation: {
///     Feature.State()
/// }
/// ```
@discardableResult
public func withDependencies<Result>(
    _ updateValuesForOperation: (inout DependencyValues) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    var dependencies = Dependencies.current
    try updateValuesForOperation(&dependencies)
    return try Dependencies.$current.withValue(dependencies) {
        try operation()
    }
}

/// Runs the async `operation` with the current dependencies changed by
/// `updateValuesForOperation`.
@discardableResult
public func withDependencies<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ updateValuesForOperation: (inout DependencyValues) async throws -> Void,
    operation: () async throws -> Result
) async rethrows -> Result {
    var dependencies = Dependencies.current
    try await updateValuesForOperation(&dependencies)
    return try await Dependencies.$current.withValue(dependencies) {
        try await operation()
    }
}
