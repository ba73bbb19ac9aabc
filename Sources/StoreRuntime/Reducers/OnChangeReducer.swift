// MARK: - onChange

extension Reducer {
    /// Runs `reducer` after this one whenever the value `toValue` reads from state changed.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .onChange(of: { $0.query }) { oldValue, newValue in
    ///         Reduce { state, _ in
    ///             state.results = []
    ///             return .none
    ///         }
    ///     }
    /// ```
    @inlinable
    public func onChange<Value: Equatable, Other: Reducer>(
        of toValue: @escaping (State) -> Value,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Other
    ) -> OnChangeReducer<Self, Value, Other> {
        OnChangeReducer(base: self, toValue: toValue, reducer: reducer)
    }
}

/// The reducer `onChange(of:_:)` builds.
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Other: Reducer>: Reducer
where Other.State == Base.State, Other.Action == Base.Action {
    @usableFromInline let base: Base
    @usableFromInline let toValue: (Base.State) -> Value
    @usableFromInline let reducer: (Value, Value) -> Other

    @usableFromInline
    init(base: Base, toValue: @escaping (Base.State) -> Value, reducer: @escaping (Value, Value) -> Other) {
        self.base = base
        self.toValue = toValue
        self.reducer = reducer
    }

    @inlinable
    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let effect = base.reduce(into: &state, action: action)
        let newValue = toValue(state)
        guard oldValue != newValue else { return effect }
        let changeEffect = reducer(oldValue, newValue).reduce(into: &state, action: action)
        if effect.isNone { return changeEffect }
        return .merge(effect, changeEffect)
    }

    @inlinable
    public func prepared() -> Reduce<Base.State, Base.Action> {
        Reduce(OnChangeReducer<Reduce<Base.State, Base.Action>, Value, Other>(base: base.prepared(), toValue: toValue, reducer: reducer))
    }
}
