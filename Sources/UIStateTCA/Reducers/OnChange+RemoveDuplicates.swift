// MARK: - onChange(of:removeDuplicates:_:)

extension Reducer {
    /// Runs `reducer` after this one whenever the value `toValue` reads from state changed, as
    /// `isDuplicate` judges it: TCA's form for values that are not `Equatable`, or that compare
    /// by less than their whole value.
    ///
    /// ```swift
    /// BindingReducer()
    ///     .onChange(of: \.query, removeDuplicates: { $0.text == $1.text }) { oldValue, newValue in
    ///         Reduce { state, _ in … }
    ///     }
    /// ```
    @inlinable
    public func onChange<Value, Other: Reducer>(
        of toValue: @escaping (State) -> Value,
        removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
        @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Other
    ) -> OnChangeReducer<Self, JudgedValue<Value>, Other> {
        onChange(of: { JudgedValue(value: toValue($0), isDuplicate: isDuplicate) }) { oldValue, newValue in
            reducer(oldValue.value, newValue.value)
        }
    }
}

/// A value that is equal to another when `isDuplicate` says so, which is how
/// `onChange(of:removeDuplicates:_:)` runs on the `Equatable` form's reducer.
public struct JudgedValue<Value>: Equatable {
    @usableFromInline let value: Value
    @usableFromInline let isDuplicate: (Value, Value) -> Bool

    @inlinable
    init(value: Value, isDuplicate: @escaping (Value, Value) -> Bool) {
        self.value = value
        self.isDuplicate = isDuplicate
    }

    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isDuplicate(lhs.value, rhs.value)
    }
}
