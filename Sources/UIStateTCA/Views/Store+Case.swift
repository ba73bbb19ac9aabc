// MARK: - Switching on an enum reducer's store

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The case the state is now, holding a store of that case's feature, as TCA 1.8's
    /// `switch store.case { case .add(let store): AddView(store: store) … }`, for a destination
    /// or a stack's screen of an `@Reducer enum`. In a host's render the child store reads the
    /// rendered state and records what its views send, wrapped in the case's action.
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}

extension Store where State: CasePathable {
    /// The store of one case of the state, as `@Reducer`'s generated `scope(_:)` builds it for
    /// `store.case`: it reads the case's state while the state is that case, and `shown`, what it
    /// showed when built, otherwise (a view holds a case's store only while it shows the case).
    public func _caseScope<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        showing shown: ChildState
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[case: toChildState] ?? shown }, action: { toChildAction($0) })
    }
}
