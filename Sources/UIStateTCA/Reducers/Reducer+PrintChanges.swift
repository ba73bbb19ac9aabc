// MARK: - _printChanges

extension Reducer {
    /// This reducer, printing each action and the state it leaves to standard error, as TCA's
    /// `_printChanges()` debugging aid (standard output carries protocol frames in a host).
    public func _printChanges() -> ChangePrintingReducer<Self> {
        ChangePrintingReducer(base: self)
    }
}

/// The reducer `_printChanges()` builds.
public struct ChangePrintingReducer<Base: Reducer>: Reducer {
    let base: Base

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let effect = base.reduce(into: &state, action: action)
        var line = "received action:\n  \(action)\n"
        dump(state, to: &line)
        FileHandle.standardError.write(Data(line.utf8))
        return effect
    }
}
