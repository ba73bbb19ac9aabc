// MARK: - ReducerBuilder

/// Combines the reducers listed in a `body` into one that runs them in order.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
    @inlinable
    public static func buildExpression<R: Reducer>(_ reducer: R) -> R
    where R.State == State, R.Action == Action {
        reducer
    }

    @inlinable
    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    @inlinable
    public static func buildPartialBlock<R: Reducer>(first: R) -> R
    where R.State == State, R.Action == Action {
        first
    }

    @inlinable
    public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
        accumulated: R0, next: R1
    ) -> CombinedReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        CombinedReducer(accumulated, next)
    }

    @inlinable
    public static func buildOptional<R: Reducer>(_ wrapped: R?) -> OptionalReducer<R>
    where R.State == State, R.Action == Action {
        OptionalReducer(wrapped)
    }

    @inlinable
    public static func buildEither<R0: Reducer, R1: Reducer>(first: R0) -> EitherReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        .first(first)
    }

    @inlinable
    public static func buildEither<R0: Reducer, R1: Reducer>(second: R1) -> EitherReducer<R0, R1>
    where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
        .second(second)
    }
}
