// MARK: - Combining reducers

/// Does nothing; the body of a feature with no logic yet.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
    @inlinable
    public init() {}

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Runs two reducers in order and merges their effects.
public struct CombinedReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @inlinable
    init(_ r0: R0, _ r1: R1) {
        self.r0 = r0
        self.r1 = r1
    }

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        let first = r0.reduce(into: &state, action: action)
        let second = r1.reduce(into: &state, action: action)
        // Both `.none` is the common case; skip building a merge for it.
        if first.isNone { return second }
        if second.isNone { return first }
        return .merge(first, second)
    }

    @inlinable
    public func prepared() -> Reduce<R0.State, R0.Action> {
        Reduce(CombinedReducer<Reduce<R0.State, R0.Action>, Reduce<R0.State, R0.Action>>(r0.prepared(), r1.prepared()))
    }
}

/// Runs a reducer when it exists (an `if` without `else` in a `body`).
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(_ wrapped: Wrapped?) { self.wrapped = wrapped }

    @inlinable
    public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
        wrapped?.reduce(into: &state, action: action) ?? .none
    }

    @inlinable
    public func prepared() -> Reduce<Wrapped.State, Wrapped.Action> {
        wrapped?.prepared() ?? Reduce(EmptyReducer())
    }
}

/// One of two reducers (an `if`/`else` in a `body`).
public enum EitherReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
    case first(R0)
    case second(R1)

    @inlinable
    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        switch self {
        case .first(let reducer): reducer.reduce(into: &state, action: action)
        case .second(let reducer): reducer.reduce(into: &state, action: action)
        }
    }

    @inlinable
    public func prepared() -> Reduce<R0.State, R0.Action> {
        switch self {
        case .first(let reducer): reducer.prepared()
        case .second(let reducer): reducer.prepared()
        }
    }
}
