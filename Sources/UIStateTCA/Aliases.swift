// MARK: - Names TCA 1.0 still accepted

// Code written for TCA 0.5x and carried into 1.0 uses these names; TCA 1.0 kept them (deprecated)
// beside the new ones, so they are kept here too, meaning the same.

/// TCA 1.0's earlier name for `Effect`.
public typealias EffectTask = Effect

/// TCA 1.0's earlier name for `Reducer`.
public typealias ReducerProtocol = Reducer

/// TCA 1.0's earlier name for `ReducerOf`.
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>
