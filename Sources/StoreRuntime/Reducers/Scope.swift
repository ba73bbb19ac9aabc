// MARK: - Scope

/// Runs a child reducer on part of the parent's state for the parent actions that carry a child
/// action.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Scope(state: \.counter, action: Action.counterPath) { Counter() }
///     Reduce { state, action in … }
/// }
/// ```
///
/// The cost per level is one key-path access and one `extract` call; `.none` effects are not
/// wrapped, so a deep tree of scopes adds no allocation per action.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
    @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
    @usableFromInline let toChildAction: CasePath<ParentAction, Child.Action>
    @usableFromInline let child: Child

    /// Scopes `child` to the state at `toChildState` and the actions `toChildAction` extracts.
    @inlinable
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = child()
    }

    @usableFromInline
    init(toChildState: WritableKeyPath<ParentState, Child.State>, toChildAction: CasePath<ParentAction, Child.Action>, child: Child) {
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = child
    }

    @inlinable
    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        let effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
        if effect.isNone { return .none }
        return effect.map(toChildAction.embed)
    }

    @inlinable
    public func prepared() -> Reduce<ParentState, ParentAction> {
        Reduce(Scope<ParentState, ParentAction, Reduce<Child.State, Child.Action>>(
            toChildState: toChildState, toChildAction: toChildAction, child: child.prepared()
        ))
    }
}
