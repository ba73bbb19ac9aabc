// MARK: - CombineReducers

/// Runs the reducers listed in its builder in order, as one reducer: how TCA groups reducers so
/// that an operator applies to all of them.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     CombineReducers {
///         Scope(state: \.profile, action: /Action.profile) { Profile() }
///         Reduce { state, action in … }
///     }
///     .ifLet(\.destination, action: /Action.destination) { Destination() }
/// }
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
    @usableFromInline let reducers: Reducers

    /// Combines the reducers `build` lists.
    @inlinable
    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        self.reducers = build()
    }

    /// The listed reducers; running and preparing them is `body`'s, so grouping them costs
    /// nothing when the store runs them.
    @inlinable
    public var body: Reducers { reducers }
}
