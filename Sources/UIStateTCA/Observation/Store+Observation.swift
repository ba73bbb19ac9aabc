public import UIStateSwiftUI

// MARK: - Reading an observable state from its store

extension Store where State: ObservableState {
    /// The state the view is rendered from, as TCA 1.7's `store.state`.
    public var state: State { currentState }

    /// A member of the state, as TCA 1.7's `store.count`: read from the state the view is
    /// rendered from.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        currentState[keyPath: keyPath]
    }
}

// MARK: - Sending

extension Store {
    /// Sends `action`; a headless host applies it at once, with no animation to run.
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> StoreTask {
        send(action)
    }

    /// Sends `action`; a headless host applies it at once, with no transaction to carry.
    @discardableResult
    public func send(_ action: Action, transaction: Transaction) -> StoreTask {
        send(action)
    }
}
