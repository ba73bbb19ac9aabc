public import UIStateSwiftUI

// MARK: - BindingViewState

/// A `@BindingState` field of a feature carried into a view state, as TCA 1.3's
/// `@BindingViewState`: it reads as the field's value, and `viewStore.$name` is a binding that
/// sends the feature's binding action.
///
/// ```swift
/// struct ViewState: Equatable {
///     @BindingViewState var name: String
///     var isSaveDisabled: Bool
///     init(store: BindingViewStore<Feature.State>) {
///         self._name = store.$name
///         self.isSaveDisabled = store.name.isEmpty
///     }
/// }
/// WithViewStore(store, observe: ViewState.init) { viewStore in
///     TextField("Name", text: viewStore.$name)
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct BindingViewState<Value> {
    let binding: Binding<Value>

    init(binding: Binding<Value>) {
        self.binding = binding
    }

    /// The field's value; setting it sends the binding action.
    public var wrappedValue: Value {
        get { binding.wrappedValue }
        nonmutating set { binding.wrappedValue = newValue }
    }

    /// The wrapper itself, so that `viewStore.$name` finds it.
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// A field of the field's value, bound alike.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingViewState<Subject> {
        BindingViewState<Subject>(binding: binding[dynamicMember: keyPath])
    }
}

/// Compared by value, as the view state it is part of is compared to skip a render.
extension BindingViewState: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension BindingViewState: CustomStringConvertible {
    public var description: String { String(describing: wrappedValue) }
}

// MARK: - BindingViewStore

/// What a view state is made from when it carries binding fields, as TCA 1.3's
/// `BindingViewStore`: reads the feature's state (`store.name`), and gives its `@BindingState`
/// fields as ``BindingViewState``s (`store.$name`).
@dynamicMemberLookup
public struct BindingViewStore<State> {
    private let store: Store<State, BindingAction<State>>

    init<Action: BindableAction>(store: Store<State, Action>) where Action.State == State {
        self.store = store.scope(state: { $0 }, action: Action.binding)
    }

    /// A value of the feature's state.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        store.currentState[keyPath: keyPath]
    }

    /// `store.$name`: the binding field, which sends `.binding(.set(\.$name, value))`.
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>) -> BindingViewState<Value> {
        let value = store.currentState[keyPath: keyPath].wrappedValue
        let store = store
        return BindingViewState(binding: Binding(get: { value }, set: { store.send(.set(keyPath, $0)) }))
    }
}

// MARK: - View states made from a BindingViewStore

extension ViewStore {
    /// A view store whose view state is made from a ``BindingViewStore``, with view actions
    /// embedded into the store's actions: `ViewStore(store, observe: ViewState.init, send: { .view($0) })`.
    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction, ViewAction.State == State {
        self.init(
            store,
            observe: { (_: State) in toViewState(BindingViewStore(store: store.scope(state: { $0 }, action: fromViewAction))) },
            send: fromViewAction,
            removeDuplicates: isDuplicate)
    }

    public convenience init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
    ) where ViewState: Equatable, ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==)
    }

    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
    ) where ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
    }

    public convenience init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
    ) where ViewState: Equatable, ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: ==)
    }

    /// `viewStore.$name` for a `@BindingViewState` field of the view state: a binding that sends
    /// the feature's binding action.
    public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<ViewState, BindingViewState<Value>>) -> Binding<Value> {
        state[keyPath: keyPath].binding
    }
}

extension WithViewStore {
    /// A view of a view state made from a ``BindingViewStore``, with view actions embedded into
    /// the store's actions.
    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction, ViewAction.State == State {
        self.init(
            store,
            observe: { (_: State) in toViewState(BindingViewStore(store: store.scope(state: { $0 }, action: fromViewAction))) },
            send: fromViewAction,
            removeDuplicates: isDuplicate,
            content: content)
    }

    public init<State, Action>(
        _ store: Store<State, Action>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewState: Equatable, ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: ==, content: content)
    }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate, content: content)
    }

    public init<State>(
        _ store: Store<State, ViewAction>,
        observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
        @ViewBuilder content: @escaping (_ viewStore: ViewStore<ViewState, ViewAction>) -> Content
    ) where ViewState: Equatable, ViewAction: BindableAction, ViewAction.State == State {
        self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: ==, content: content)
    }
}
