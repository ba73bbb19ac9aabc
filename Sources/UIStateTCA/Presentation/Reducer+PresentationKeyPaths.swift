// MARK: - ifLet for presented features, with case key paths

extension Reducer {
    /// Runs `destination` on the presented feature while it is presented:
    /// `.ifLet(\.$destination, action: \.destination) { Destination() }`, the same reducer as the
    /// `/Action.destination` spelling (see `ifLet(_:action:destination:)`).
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
    ) -> PresentationReducer<Self, Destination>
    where Destination.State == DestinationState, Destination.Action == DestinationAction {
        ifLet(toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination)
    }

    /// `ifLet` for a presented alert or dialog, which has no reducer of its own:
    /// `.ifLet(\.$alert, action: \.alert)`.
    public func ifLet<DestinationState: EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
        ifLet(toPresentationState, action: AnyCasePath(toPresentationAction))
    }

    /// `ifLet` for an `@Reducer` enum destination, whose reducer its state names:
    /// `.ifLet(\.$destination, action: \.destination)` runs `Destination.body`.
    public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> PresentationReducer<Self, DestinationState.StateReducer.CaseBody>
    where DestinationState.StateReducer.Action == DestinationAction {
        ifLet(toPresentationState, action: AnyCasePath(toPresentationAction)) { DestinationState.StateReducer.body }
    }
}

extension PresentationState {
    /// The presented state as the case a case key path names: `$0.$destination[case: \.add]`.
    public subscript<Member>(case keyPath: CaseKeyPath<State, Member>) -> Member? {
        get { self[case: AnyCasePath(keyPath)] }
        set { self[case: AnyCasePath(keyPath)] = newValue }
    }
}
