// MARK: - Binding

/// A way to read and write a value someone else owns, as SwiftUI's: a `@State` property's
/// `$name`, a TCA view store's `viewStore.$name` or `viewStore.binding(get:send:)`.
///
/// A control bound to it (a ``TextField``, a ``Toggle``) shows `wrappedValue` and, when tapped or
/// typed into, writes through `set`, which sends whatever action the binding sends.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// A binding whose setter also gets the transaction; a headless host has none to give.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes (previews, disabled controls).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { read()[keyPath: keyPath] },
            set: { newValue in
                var value = read()
                value[keyPath: keyPath] = newValue
                write(value)
            }
        )
    }

    /// The same binding; a headless host changes at once, with no animation to run.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding; a headless host has no transaction to carry.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding {
    /// A binding to the unwrapped value, or `nil` while the base is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// An optional binding over a non-optional one.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }
}

extension Binding: DynamicProperty {}

/// The context of a change, as SwiftUI's; a headless host carries no animation in it.
public struct Transaction {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` and returns its result; a headless host applies the changes at once.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` and returns its result; a headless host has no transaction to run it in.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
