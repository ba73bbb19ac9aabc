// MARK: - ifCaseLet with case key paths

extension Reducer {
    /// Runs `child` while the state is the case `toCaseState` names:
    /// `.ifCaseLet(\.loggedIn, action: \.loggedIn) { LoggedIn() }`, the same reducer as the
    /// `/State.loggedIn` spelling.
    public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
        _ toCaseState: CaseKeyPath<State, CaseState>,
        action toCaseAction: CaseKeyPath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then child: () -> Child
    ) -> IfCaseLetReducer<Self, Child> where Child.State == CaseState, Child.Action == CaseAction {
        ifCaseLet(AnyCasePath(toCaseState), action: AnyCasePath(toCaseAction), then: child)
    }
}
