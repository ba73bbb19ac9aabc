public import UIStateTesting

// MARK: - BindingAction

/// "Set this binding field of `Root` to this value": what a view sends when a control bound to a
/// `@BindingState` field changes, applied by `BindingReducer`.
///
/// ```swift
/// enum Action: BindableAction {
///     case binding(BindingAction<State>)
/// }
/// store.send(.binding(.set(\.$name, "Blob")))
///
/// // in a reducer after BindingReducer:
/// case .binding(\.$name): …                   // any new name
/// case .binding(.set(\.$name, "")): …         // the name cleared
/// ```
///
/// Two binding actions are equal when they set the same field to equal values. An action decoded
/// from the wire (see `BindingAction+Codable.swift`) knows its field by name and reaches it
/// through the field's storage; it equals, and matches, the one written with `\.$name` in code.
///
/// `@unchecked Sendable`, as TCA's: it holds the value as `Any`, a key path, and closures that
/// compare and write the value, none of which Swift can check for a generic `Root`; the value is
/// a field of a state that a store requires to be `Sendable`, and nothing here mutates after
/// creation.
public struct BindingAction<Root>: @unchecked Sendable {
    /// The key path the action sets: as written (`\.$name`), or for an action decoded from the
    /// wire, the field's storage.
    public let keyPath: PartialKeyPath<Root>
    /// The new value.
    let value: Any
    /// The field's name for an action decoded from the wire; `nil` for one written in code.
    let decodedName: String?
    /// Looks the name of the field up from `keyPath` (see `BindingFields`).
    let lookUpName: () -> String?
    let write: (inout Root) -> Void
    let isEqualToValue: (Any) -> Bool

    /// The action setting the field at `keyPath`; `decodedName` when it came from the wire.
    init<Value: Equatable>(keyPath: WritableKeyPath<Root, BindingState<Value>>, value: Value, decodedName: String?) {
        self.keyPath = keyPath
        self.value = value
        self.decodedName = decodedName
        self.lookUpName = { BindingFields.name(of: keyPath) }
        self.write = { $0[keyPath: keyPath].wrappedValue = value }
        self.isEqualToValue = { ($0 as? Value) == value }
    }

    /// Sets the binding field `keyPath` (`\.$name`) to `value`.
    ///
    /// `Value` must be `Equatable`, as in TCA: a binding action is compared in tests and in
    /// `case .binding(.set(…))` patterns.
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>,
        _ value: Value
    ) -> Self {
        BindingAction(keyPath: keyPath, value: value, decodedName: nil)
    }

    /// `case .binding(\.$name):` matches an action that sets that field, whatever the value.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, BindingState<Value>>, bindingAction: Self) -> Bool {
        if bindingAction.keyPath == keyPath { return true }
        guard let name = bindingAction.decodedName else { return false }
        return BindingFields.name(of: keyPath) == name
    }

    /// The name of the field the action sets, or `nil` when it cannot be found.
    var fieldName: String? {
        decodedName ?? lookUpName()
    }

    /// Writes the value into `root`.
    func apply(to root: inout Root) {
        write(&root)
    }

    /// Whether `self` and `other` set the same field: the same key path, as in TCA, or, when
    /// either came from the wire, the same field name.
    func setsSameField(as other: Self) -> Bool {
        if keyPath == other.keyPath { return true }
        guard decodedName != nil || other.decodedName != nil,
              let name = fieldName, let otherName = other.fieldName else { return false }
        return name == otherName
    }
}

extension BindingAction: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.setsSameField(as: rhs) && lhs.isEqualToValue(rhs.value)
    }
}

extension BindingAction: CustomStringConvertible {
    /// `.set(name, "Blob")`, naming the field by its key path when its name cannot be found.
    public var description: String {
        ".set(\(fieldName ?? String(describing: keyPath)), \(String(reflecting: value)))"
    }
}

extension BindingAction: TestDumpable {
    /// `BindingSet(field: "name", value: "Blob")` in a test failure, not the closures inside.
    public var testDumpValue: Any {
        BindingSet(field: fieldName ?? String(describing: keyPath), value: value)
    }
}

/// How a binding action reads in a test failure's dump.
struct BindingSet {
    let field: String
    let value: Any
}

extension BindingAction: WireFormStandIn {
    /// The field by name with its value, as the `Codable` form has them, for a state that is not
    /// `Codable` (a preview's).
    var wireFormStandIn: Any {
        BindingWireForm(set: fieldName ?? String(describing: keyPath), value: value)
    }
}

/// A binding action's reflected wire form: `{"set": "name", "value": "Blob"}`.
struct BindingWireForm {
    let set: String
    let value: Any
}
