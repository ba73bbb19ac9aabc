// MARK: - ifCaseLet

extension Reducer {
    /// Runs `child` while the state is the case `toCaseState` names, as TCA's
    /// `ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }`: the child runs
    /// before this reducer, a child action arriving in another case is reported (a test store
    /// fails) and ignored, and the child's effects are cancelled when the state leaves the case.
    public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
        _ toCaseState: AnyCasePath<State, CaseState>,
        action toCaseAction: AnyCasePath<Action, CaseAction>,
        @ReducerBuilder<CaseState, CaseAction> then child: () -> Child
    ) -> IfCaseLetReducer<Self, Child> where Child.State == CaseState, Child.Action == CaseAction {
        IfCaseLetReducer(parent: self, child: child(), toCaseState: toCaseState, toCaseAction: toCaseAction)
    }
}

/// The reducer `ifCaseLet` builds.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    let parent: Parent
    let child: Child
    let toCaseState: CasePath<Parent.State, Child.State>
    let toCaseAction: CasePath<Parent.Action, Child.Action>

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let identityBefore = toCaseState.extract(state).map(PresentationIdentity.init)
        var childEffect = Effect<Parent.Action>.none
        if let childAction = toCaseAction.extract(action) {
            if var childState = toCaseState.extract(state) {
                let effect = child.reduce(into: &childState, action: childAction)
                state = toCaseState.embed(childState)
                if let identityBefore {
                    childEffect = effect
                        .map(toCaseAction.embed)
                        .cancellable(id: CaseCancelID(parent: Parent.State.self, identity: identityBefore))
                }
            } else {
                Dependencies.current.reportIssue?(
                    "An ifCaseLet received \(childAction) while the state was another case. Send a case's actions only while the state is that case."
                )
            }
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        let identityAfter = toCaseState.extract(state).map(PresentationIdentity.init)
        guard let identityBefore, identityBefore != identityAfter else {
            return .merge(childEffect, parentEffect)
        }
        return .merge(childEffect, parentEffect, .cancel(id: CaseCancelID(parent: Parent.State.self, identity: identityBefore)))
    }
}

/// Cancels the effects of one case's child: the parent's state type and the case's identity
/// (its type, case and id), which is what tells one `ifCaseLet` child from another.
struct CaseCancelID: Hashable, Sendable {
    let parent: ObjectIdentifier
    let identity: PresentationIdentity

    init(parent: Any.Type, identity: PresentationIdentity) {
        self.parent = ObjectIdentifier(parent)
        self.identity = identity
    }
}
