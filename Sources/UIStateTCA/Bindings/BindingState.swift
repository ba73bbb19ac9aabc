public import UIStateTesting

// MARK: - BindingState

/// Marks a field of state that the view may set directly through a `BindingAction`, as TCA's
/// `@BindingState` does; fields without it can only change through the feature's own actions.
///
/// ```swift
/// struct State: Equatable, Codable {
///     @BindingState var name = ""
///     @BindingState var isSubscribed = false
///     var isSaving = false
/// }
/// // `\.$name` is the key path a binding action names:
/// .binding(.set(\.$name, "Blob"))
/// ```
///
/// The wrapper is transparent: it compares, hashes and encodes as its value (so the state's wire
/// form has `"name": "Blob"`), and dumps as its value in test failures.
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
    /// The field's value.
    public var wrappedValue: Value

    /// Set only on the copy of a state that `BindingFields` marks to learn which field a key
    /// path reaches (see `BindingFields.name(of:in:)`); never part of equality, hashing or
    /// coding.
    var isMarked = false

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper itself, so that `\.$name` is a key path to the binding field.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A binding field's own field, `\.$settings.isOn`, for a value that is itself a struct.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingState<Subject> {
        get { BindingState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath]) }
        set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
    }
}

// MARK: - Conformances

extension BindingState: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension BindingState: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension BindingState: Sendable where Value: Sendable {}

/// Through a single-value container, so an encoder that treats some values specially (the wire
/// bridge's enums, sets and dictionaries) sees the value itself.
extension BindingState: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension BindingState: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
    }
}

extension BindingState: CustomStringConvertible {
    public var description: String { String(describing: wrappedValue) }
}

extension BindingState: TestDumpable {
    public var testDumpValue: Any { wrappedValue }
}
