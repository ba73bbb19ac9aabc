public import UIStateSwiftUI

// MARK: - ViewStore

/// The state a view reads and the actions it sends, as TCA's `ViewStore`: made by
/// ``WithViewStore`` (or `ViewStore(store, observe:)`), read with `viewStore.count`, sent to with
/// `viewStore.send(.tapped)`, bound with `viewStore.$name` and `viewStore.binding(get:send:)`.
///
/// In a host a view store reads the state the screen is rendered from; what it sends is what
/// the node's tap does.
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction> {
    /// The state the view reads.
    public let state: ViewState
    private let sendAction: (ViewAction) -> Void

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
    ) {
        state = toViewState(store.currentState)
        sendAction = { store.send(fromViewAction($0)) }
    }

    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action
    ) where ViewState: Equatable {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==)
    }

    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (State) -> ViewState
    ) where ViewState: Equatable {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: ==)
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
        state[keyPath: keyPath]
    }

    /// Sends `action` to the store.
    @discardableResult
    public func send(_ action: ViewAction) -> StoreTask {
        sendAction(action)
        return StoreTask()
    }

    /// Sends `action`; a headless host applies it at once, with no animation to run.
    @discardableResult
    public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
        send(action)
    }

    /// Sends `action`; a headless host has no transaction to carry.
    @discardableResult
    public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
        send(action)
    }

    /// Sends `action` and returns; in a host the store's effects run there, and the view is
    /// rendered again from the state they leave.
    public func send(_ action: ViewAction, while predicate: @escaping (ViewState) -> Bool) async {
        send(action)
    }

    public func send(_ action: ViewAction, animation: Animation?, while predicate: @escaping (ViewState) -> Bool) async {
        send(action)
    }

    /// A binding that reads `get` of the state and sends `valueToAction` of a new value.
    public func binding<Value>(
        get: @escaping (ViewState) -> Value,
        send valueToAction: @escaping (Value) -> ViewAction
    ) -> Binding<Value> {
        let state = state
        return Binding(get: { get(state) }, set: { value in self.send(valueToAction(value)) })
    }

    /// A binding that reads `get` of the state and sends `action` whatever the new value.
    public func binding<Value>(get: @escaping (ViewState) -> Value, send action: ViewAction) -> Binding<Value> {
        binding(get: get, send: { _ in action })
    }

    /// A binding to the whole state that sends `valueToAction` of a new value.
    public func binding(send valueToAction: @escaping (ViewState) -> ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: valueToAction)
    }

    public func binding(send action: ViewAction) -> Binding<ViewState> {
        binding(get: { $0 }, send: { _ in action })
    }
}

extension ViewStore where ViewAction: BindableAction, ViewAction.State == ViewState {
    /// `viewStore.$name`: a binding to a `@BindingState` field that sends `.binding(.set(\.$name, value))`.
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<ViewState, BindingState<Value>>) -> Binding<Value> {
        let state = state
        return Binding(
            get: { state[keyPath: keyPath].wrappedValue },
            set: { value in self.send(.binding(.set(keyPath, value))) })
    }

    /// The older spelling of `viewStore.$name`, which TCA 1.x still accepts: `viewStore.binding(\.$name)`.
    public func binding<Value: Equatable>(_ keyPath: WritableKeyPath<ViewState, BindingState<Value>>) -> Binding<Value> {
        self[dynamicMember: keyPath]
    }
}

/// `ViewStore<Feature.State, Feature.Action>`.
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

// MARK: - WithViewStore

/// A view of a store's state, as TCA's: `WithViewStore(store, observe: { $0 }) { viewStore in … }`.
public struct WithViewStore<ViewState, ViewAction, Content: View>: View {
    private let makeViewStore: () -> ViewStore<ViewState, ViewAction>
    private let content: (ViewStore<ViewState, ViewAction>) -> Content

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) {
        makeViewStore = { ViewStore(store, observe: toViewState, send: fromViewAction, removeDuplicates: isDuplicate) }
        self.content = content
    }

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (State) -> ViewState,
        send fromViewAction: @escaping (ViewAction) -> Action,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewState: Equatable {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==, content: content)
    }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (State) -> ViewState,
        removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content)
    }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (State) -> ViewState,
        @ViewBuilder content: @escaping (ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewState: Equatable {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: ==, content: content)
    }

    public var body: some View {
        content(makeViewStore())
    }
}

// MARK: - IfLetStore

/// Content for a store of optional state while the state is there, as TCA's `IfLetStore`.
public struct IfLetStore<State, Action, Content: View>: View {
    private let content: () -> Content

    public init<IfContent: View, ElseContent: View>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        let elseView = elseContent()
        content = {
            if let state = store.currentState {
                return ViewBuilder.buildEither(first: ifContent(store.scope(state: { $0 ?? state })))
            }
            return ViewBuilder.buildEither(second: elseView)
        }
    }

    public init<IfContent: View>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        content = {
            guard let state = store.currentState else { return nil }
            return ifContent(store.scope(state: { $0 ?? state }))
        }
    }

    public var body: some View {
        content()
    }
}

// MARK: - ForEachStore

/// One view per element of a store's identified collection, as TCA's `ForEachStore`: each
/// element's view gets a store of that element whose actions are sent with the element's id.
public struct ForEachStore<EachState: Identifiable, EachAction, Content: View>: View {
    private let content: () -> ForEach<[EachState.ID], EachState.ID, Content>

    public init(
        _ store: Store<IdentifiedArrayOf<EachState>, (id: EachState.ID, action: EachAction)>,
        @ViewBuilder content: @escaping (Store<EachState, EachAction>) -> Content
    ) {
        self.content = { ForEachStore.rows(store, content: content) }
    }

    public init(
        _ store: Store<IdentifiedArrayOf<EachState>, IdentifiedAction<EachState.ID, EachAction>>,
        @ViewBuilder content: @escaping (Store<EachState, EachAction>) -> Content
    ) where EachState.ID: Sendable, EachAction: Sendable {
        let labelled = store.scope(state: { $0 }, action: { (pair: (id: EachState.ID, action: EachAction)) in
            IdentifiedAction.element(id: pair.id, action: pair.action)
        })
        self.content = { ForEachStore.rows(labelled, content: content) }
    }

    private static func rows(
        _ store: Store<IdentifiedArrayOf<EachState>, (id: EachState.ID, action: EachAction)>,
        content: @escaping (Store<EachState, EachAction>) -> Content
    ) -> ForEach<[EachState.ID], EachState.ID, Content> {
        let elements = store.currentState
        return ForEach(Array(elements.ids), id: \.self) { id in
            let element = elements[id: id]
            return content(store.scope(
                state: { $0[id: id] ?? element ?? elements[elements.startIndex] },
                action: { (id: id, action: $0) }))
        }
    }

    public var body: some View {
        content()
    }
}
