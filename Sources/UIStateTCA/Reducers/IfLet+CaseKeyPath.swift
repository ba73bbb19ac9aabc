// MARK: - ifLet with case key paths

extension Reducer {
    /// Runs `child` on optional child state while it is present, its actions named by a case
    /// key path: `.ifLet(\.child, action: \.child) { Child() }`. The parent dismisses it by
    /// setting the state to `nil`, which cancels the child's effects.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        ifLet(toChildState, action: AnyCasePath(toChildAction), then: child)
    }

    /// `ifLet` for an optional child whose actions arrive as `PresentationAction`s, with a
    /// `dismiss` that sets the state to `nil`.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ toChildState: WritableKeyPath<State, ChildState?>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        ifLet(toChildState, action: AnyCasePath(toPresentationAction), then: child)
    }
}

// MARK: - ifLet for an optional alert or dialog

extension Reducer {
    /// Clears an optional alert or dialog after any action it sends, named through the optional:
    /// `.ifLet(\.alert, action: \.alert)` beside `@Presents var alert: AlertState<Action.Alert>?`.
    /// It has no reducer of its own; the parent still sees the action (with the alert already
    /// cleared, as in TCA) and acts on the button that was tapped.
    public func ifLet<WrappedState: EphemeralState, WrappedAction>(
        _ toWrappedState: WritableKeyPath<State, WrappedState?>,
        action toWrappedAction: CaseKeyPath<Action, WrappedAction>
    ) -> some Reducer<State, Action> {
        let toAction = AnyCasePath(toWrappedAction)
        return CombineReducers {
            Reduce<State, Action> { state, action in
                if toAction.extract(action) != nil { state[keyPath: toWrappedState] = nil }
                return .none
            }
            self
        }
    }
}
