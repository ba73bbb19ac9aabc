// MARK: - Overriding a reducer's dependencies

extension Reducer {
    /// This reducer, and every effect it starts, with the dependency at `keyPath` set to `value`:
    /// how a parent gives a child its own client (`Child().dependency(\.uuid, .incrementing)`).
    public func dependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        _ value: Value
    ) -> DependencyWritingReducer<Self> {
        let change = DependencyChange { $0[keyPath: keyPath] = value }
        return DependencyWritingReducer(base: self, change: change)
    }

    /// This reducer, and every effect it starts, with the dependency at `keyPath` changed by
    /// `transform`.
    public func transformDependency<Value>(
        _ keyPath: WritableKeyPath<DependencyValues, Value>,
        transform: @escaping (_ dependency: inout Value) -> Void
    ) -> DependencyWritingReducer<Self> {
        let change = DependencyChange { transform(&$0[keyPath: keyPath]) }
        return DependencyWritingReducer(base: self, change: change)
    }
}

/// The reducer `dependency(_:_:)` builds.
public struct DependencyWritingReducer<Base: Reducer>: Reducer {
    let base: Base
    let change: DependencyChange

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        var dependencies = Dependencies.current
        change.apply(&dependencies)
        let effect = Dependencies.$current.withValue(dependencies) {
            base.reduce(into: &state, action: action)
        }
        let change = change
        return effect.updatingDependencies { dependencies, _ in change.apply(&dependencies) }
    }

    public func prepared() -> Reduce<Base.State, Base.Action> {
        Reduce(DependencyWritingReducer<Reduce<Base.State, Base.Action>>(base: base.prepared(), change: change))
    }
}

/// A change to dependencies made of a key path and a value.
struct DependencyChange: @unchecked Sendable {
    // @unchecked: the closure holds only a key path (immutable once made) and the value a
    // feature gave for a dependency, which `DependencyValues` requires to be Sendable anyway.
    let apply: (inout Dependencies) -> Void
}
