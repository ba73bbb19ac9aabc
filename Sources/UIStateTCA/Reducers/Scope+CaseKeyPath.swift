// MARK: - Scope with case key paths

extension Scope {
    /// Scopes `child` to the state at `toChildState` and the actions the case key path
    /// `toChildAction` names, as TCA 1.4+ spells it: `Scope(state: \.profile, action: \.profile)`.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// Scopes `child` to one case of an enum state: `Scope(state: \.loggedIn, action: \.loggedIn)`.
    /// While the state is another case, the child's actions are ignored and reported to a test
    /// store, as with `Scope(state: /State.loggedIn, …)`.
    ///
    /// Disfavoured so that `Scope(state: \.self, action: \.child)`, which both spellings could
    /// read, means the whole state.
    @_disfavoredOverload
    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child)
    }
}

// MARK: - Unlabeled state (TCA 1.25+)

extension Scope {
    /// `Scope(\.profile, action: \.profile) { Profile() }`: the spelling TCA 1.25 moved to (the
    /// `state:` label is deprecated there), the same reducer as `Scope(state:action:)`.
    public init<ChildState, ChildAction>(
        _ toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// `Scope(\.loggedIn, action: \.loggedIn) { LoggedIn() }` over one case of an enum state.
    @_disfavoredOverload
    public init<ChildState, ChildAction>(
        _ toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child)
    }
}
