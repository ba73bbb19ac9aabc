// MARK: - BindableAction

/// An action that can carry a `BindingAction` of the feature's state, which `BindingReducer`
/// applies. Conform with a case: `case binding(BindingAction<State>)`.
public protocol BindableAction {
    /// The state the binding actions set.
    associatedtype State

    /// The action carrying `action`.
    static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
    /// `.set(\.$name, "Blob")`, short for `.binding(.set(\.$name, "Blob"))`.
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<State, BindingState<Value>>,
        _ value: Value
    ) -> Self {
        binding(.set(keyPath, value))
    }
}
