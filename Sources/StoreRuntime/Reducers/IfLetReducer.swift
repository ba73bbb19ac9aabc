// MARK: - ifLet

extension Reducer {
    /// Runs `child` on optional child state while it is present (a presented sheet, say), with a
    /// `dismiss` action that sets it to `nil`.
    ///
    /// The child runs before the parent, so the parent sees the child's changes. On `.dismiss`
    /// the parent runs first (it may react to the dismissal) and then the child state is cleared.
    /// Whenever the child state goes from present to `nil`, the child's effects are cancelled.
    /// A child action arriving while the state is `nil` is ignored, and reported to a test store
    /// that asks (`Dependencies.reportIssue`), which fails as TCA's does.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .ifLet(\.editor, action: Action.editorPath) { Editor() }
    /// ```
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self,
            child: child(),
            toChildState: toChildState,
            toChildAction: toPresentationAction.appending(PresentationAction.presentedPath),
            isDismiss: { action in
                if case .dismiss = toPresentationAction.extract(action) { true } else { false }
            }
        )
    }

    /// Runs `child` on optional child state while it is present; the parent dismisses it by
    /// setting the state to `nil` (which cancels the child's effects).
    @inlinable
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: CasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self,
            child: child(),
            toChildState: toChildState,
            toChildAction: toChildAction,
            isDismiss: { _ in false }
        )
    }
}

/// The reducer `ifLet` builds.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    @usableFromInline let parent: Parent
    @usableFromInline let child: Child
    @usableFromInline let toChildState: WritableKeyPath<Parent.State, Child.State?>
    @usableFromInline let toChildAction: CasePath<Parent.Action, Child.Action>
    @usableFromInline let isDismiss: @Sendable (Parent.Action) -> Bool

    @usableFromInline
    init(
        parent: Parent,
        child: Child,
        toChildState: WritableKeyPath<Parent.State, Child.State?>,
        toChildAction: CasePath<Parent.Action, Child.Action>,
        isDismiss: @escaping @Sendable (Parent.Action) -> Bool
    ) {
        self.parent = parent
        self.child = child
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.isDismiss = isDismiss
    }

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let wasPresent = state[keyPath: toChildState] != nil
        var childEffect = Effect<Parent.Action>.none
        if let childAction = toChildAction.extract(action) {
            if let effect = reduceChild(&state[keyPath: toChildState], childAction) {
                childEffect = effect
                    .map(toChildAction.embed)
                    .cancellable(id: PresentationCancelID(path: toChildState))
            } else {
                Dependencies.current.reportIssue?(
                    "An ifLet received \(childAction) while its state was nil. Send the child's actions only while it is present."
                )
            }
        }
        let parentEffect = parent.reduce(into: &state, action: action)
        if isDismiss(action) {
            state[keyPath: toChildState] = nil
        }
        var effects = [childEffect, parentEffect]
        if wasPresent && state[keyPath: toChildState] == nil {
            effects.append(.cancel(id: PresentationCancelID(path: toChildState)))
        }
        return .merge(effects)
    }

    @inlinable
    public func prepared() -> Reduce<Parent.State, Parent.Action> {
        Reduce(IfLetReducer<Reduce<Parent.State, Parent.Action>, Reduce<Child.State, Child.Action>>(
            parent: parent.prepared(), child: child.prepared(),
            toChildState: toChildState, toChildAction: toChildAction, isDismiss: isDismiss
        ))
    }

    /// Reduces the child in place when present. Moving the value out with `take()` keeps the
    /// state uniquely referenced, so the child mutates it without a copy.
    private func reduceChild(_ state: inout Child.State?, _ action: Child.Action) -> Effect<Child.Action>? {
        guard var childState = state.take() else { return nil }
        let effect = child.reduce(into: &childState, action: action)
        state = childState
        return effect
    }
}

/// Cancels the effects of a presented child when it goes away.
///
/// @unchecked: `AnyKeyPath` is not annotated Sendable, but key paths are immutable after
/// creation and only compared and hashed here.
struct PresentationCancelID: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
}
