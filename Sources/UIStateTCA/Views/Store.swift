import UIStateSwiftUI
import Foundation

// MARK: - Store

/// What a TCA view holds, as TCA's `Store<State, Action>`: the state to show and a way to send
/// actions, scoped to a child with `scope(state:action:)`.
///
/// ```swift
/// struct CounterView: View {
///     let store: StoreOf<Counter>
///     var body: some View {
///         WithViewStore(store, observe: { $0 }) { viewStore in
///             Button("+") { viewStore.send(.incrementButtonTapped) }
///         }
///     }
/// }
/// ```
///
/// In a host the feature's store lives in the host (its reducer, effects, history); the view is
/// rendered from one state of it, through a `Store` that reads that state and *records* what
/// the view sends, so a node's tap is the actions its closure sends (see docs/swiftui.md). A
/// `Store` made outside a host, `Store(initialState:reducer:)`, keeps its own state and runs the
/// reducer's state changes when sent an action; its effects run only in a host.
///
/// A store of an `ObservableState` is read directly, as TCA 1.7's: `store.count`, `store.state`,
/// `store.scope(state: \.child, action: \.child)` (see Observation/Store+Observation.swift).
@dynamicMemberLookup
public final class Store<State, Action> {
    private let readState: () -> State
    private let sendAction: (Action) -> Void

    init(read: @escaping () -> State, send: @escaping (Action) -> Void) {
        readState = read
        sendAction = send
    }

    /// A store of `reducer` from `initialState`.
    ///
    /// While a host renders a preview this is the preview's store: it shows the host's state of
    /// it instead of `initialState`, and what its views send goes to the host's store.
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) where R.State == State, R.Action == Action {
        if let rendering = PreviewRendering.current, let state = rendering.claimRoot(as: State.self) {
            self.init(read: { state }, send: { InteractionRecorder.record(action: $0) })
            return
        }
        let reducer = reducer()
        let initial = initialState()
        PreviewCapture.current?.capture(reducer: reducer, initialState: initial, prepareDependencies: prepareDependencies)
        let box = StandaloneState(initial)
        self.init(
            read: { box.value },
            send: { action in
                if InteractionRecorder.record(action: action) { return }
                _ = reducer.reduce(into: &box.value, action: action)
            })
    }

    /// The older spelling, TCA 1.0's.
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> R.State,
        reducer: R
    ) where R.State == State, R.Action == Action {
        self.init(initialState: initialState(), reducer: { reducer })
    }

    /// A store of the host's state, recording what its views send (a hosted feature's screen).
    package static func rendering(_ state: State) -> Store {
        Store(read: { state }, send: { InteractionRecorder.record(action: $0) })
    }

    /// The state now.
    var currentState: State { readState() }

    /// Sends `action`, as TCA's `store.send(.tapped)`; in a host's render, records it for the
    /// node's interaction. Its effects run in the host's store, so the task is finished here.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
        return StoreTask()
    }

    /// Reads the current state, as TCA 1.x's `withState`.
    public func withState<Value>(_ body: (State) -> Value) -> Value { body(readState()) }

    /// A store of part of this one's state whose actions are wrapped into this one's.
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action fromChildAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(
            read: { [readState] in toChildState(readState()) },
            send: { [sendAction] in sendAction(fromChildAction($0)) })
    }

    /// A store of part of this one's state with the same actions.
    public func scope<ChildState>(state toChildState: @escaping (State) -> ChildState) -> Store<ChildState, Action> {
        scope(state: toChildState, action: { $0 })
    }

    /// A store of part of this one's state whose actions are embedded by a case path.
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action childAction: AnyCasePath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: { childAction.embed($0) })
    }
}

/// `Store<Feature.State, Feature.Action>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The state of a store made outside a host.
private final class StandaloneState<State> {
    var value: State
    init(_ value: State) { self.value = value }
}

/// A task of an action a view sent, as TCA's `StoreTask`: `await viewStore.send(.refresh).finish()`.
/// In a host the action's effects run in the host's store, so the task is already finished for
/// the view.
public struct StoreTask: Hashable, Sendable {
    public func finish() async {}
    public func cancel() {}
    public var isCancelled: Bool { false }
}
