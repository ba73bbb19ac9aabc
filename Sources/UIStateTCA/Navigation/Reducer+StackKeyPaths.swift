// MARK: - forEach for navigation stacks, with case key paths

extension Reducer {
    /// Runs `destination` on each screen of a navigation stack:
    /// `.forEach(\.path, action: \.path) { Path() }`, the same reducer as the `/Action.path`
    /// spelling.
    public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> StackReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction {
        forEach(toStackState, action: AnyCasePath(toStackAction), destination: destination)
    }

    /// `forEach` for a stack of an `@Reducer` enum's screens, whose reducer the state names:
    /// `.forEach(\.path, action: \.path)` runs `Path.body`.
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>
    ) -> StackReducer<Self, DestinationState.StateReducer.CaseBody>
    where DestinationState.StateReducer.Action == DestinationAction {
        forEach(toStackState, action: AnyCasePath(toStackAction)) { DestinationState.StateReducer.body }
    }
}

extension StackState {
    /// The screen `id` as the case a case key path names: `$0.path[id: 0, case: \.detail]`.
    public subscript<Member>(id id: StackElementID, case keyPath: CaseKeyPath<Element, Member>) -> Member? {
        get { self[id: id, case: AnyCasePath(keyPath)] }
        set { self[id: id, case: AnyCasePath(keyPath)] = newValue }
    }
}
