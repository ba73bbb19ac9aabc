// MARK: - Replacing the state

extension History {
    /// Replaces the store's state with `state`, a state no action led to (an edit or an import
    /// from a tool), as a new version recorded with origin `replace`.
    ///
    /// It is a restore, as a jump is: every effect in flight is cancelled and none is re-run,
    /// since they were started for a state that is gone; the environment and shared values stay
    /// as they are.
    ///
    /// ```swift
    /// await store.perform { store in history.replaceState(with: edited, in: store) }
    /// ```
    public func replaceState<R: Reducer & SendableMetatype>(
        with state: State, in store: isolated Store<R>
    ) where R.State == State, R.Action == Action {
        expectRestore(as: .replace)
        store.restore(state: state, environment: store.environment, sharedValues: nil)
    }
}
