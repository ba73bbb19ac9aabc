// MARK: - Binding any field of an observable state

extension BindingAction {
    /// The action setting the stored field `keyPath` of an observable state; `decodedName` when
    /// it came from the wire.
    init<Value: Equatable>(observedKeyPath keyPath: WritableKeyPath<Root, Value>, value: Value, decodedName: String?) {
        self.keyPath = keyPath
        self.value = value
        self.decodedName = decodedName
        self.lookUpName = { ObservedFields.name(of: keyPath) }
        self.write = { $0[keyPath: keyPath] = value }
        self.isEqualToValue = { ($0 as? Value) == value }
    }
}

extension BindingAction where Root: ObservableState {
    /// Sets the field `keyPath` (`\.name`) of an observable state to `value`, as TCA 1.7's
    /// `.set(\.name, "Blob")`: such a state binds any field, with no `@BindingState`.
    public static func set<Value: Equatable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
        BindingAction(observedKeyPath: keyPath, value: value, decodedName: nil)
    }

    /// `case .binding(\.name):` matches an action that sets that field, whatever the value.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
        if bindingAction.keyPath == keyPath { return true }
        guard let name = bindingAction.decodedName else { return false }
        return ObservedFields.name(of: keyPath) == name
    }
}

extension BindableAction where State: ObservableState {
    /// `.set(\.name, "Blob")`, short for `.binding(.set(\.name, "Blob"))`.
    public static func set<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) -> Self {
        binding(.set(keyPath, value))
    }
}
