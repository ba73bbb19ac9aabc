// MARK: - Reduce

/// A reducer made from a closure, the usual building block of a `body`.
public struct Reduce<State, Action: Sendable>: Reducer {
    @usableFromInline
    let reduce: (inout State, Action) -> Effect<Action>

    /// Creates a reducer from `reduce`.
    @inlinable
    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Wraps any reducer with the same state and action, erasing its type.
    @inlinable
    public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
        self.reduce = { reducer.reduce(into: &$0, action: $1) }
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }

    @inlinable
    public func prepared() -> Reduce<State, Action> { self }
}
