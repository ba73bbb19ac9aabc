// MARK: - CaseReducer

/// A reducer that is an enum of features, one per case, as `@Reducer enum Destination { … }`
/// declares it. Its reducer is the static `body` (the enum has no values to run), which
/// `ifLet(\.$destination, action: \.destination)` and `forEach(\.path, action: \.path)` run
/// when given no reducer of their own.
public protocol CaseReducer<State, Action>: Reducer where State: CaseReducerState, State.StateReducer == Self {
    /// The reducer the static `body` builds.
    associatedtype CaseBody: Reducer where CaseBody.State == State, CaseBody.Action == Action

    /// Every case's feature, scoped to its case.
    @ReducerBuilder<State, Action>
    static var body: CaseBody { get }

    /// What a view of one case needs (a store of its feature, or the state of an alert), one case
    /// per case of the enum: `switch store.case { case .add(let store): AddView(store: store) }`.
    associatedtype CaseScope

    /// The case `store`'s state is now, with its feature's store scoped to it.
    static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
    /// Runs the static `body`, so the enum is a `Reducer` like any other.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        Self.body.reduce(into: &state, action: action)
    }
}

/// The state of an enum reducer, which names its reducer so that `ifLet` and `forEach` can find
/// it from the state alone.
public protocol CaseReducerState {
    /// The enum reducer whose state this is.
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}
