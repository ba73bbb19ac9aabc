import Synchronization

// MARK: - BindingReducer

/// Applies the feature's binding actions to its state; list it before the reducers that react to
/// them, which then see the state already set.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///     BindingReducer()
///         .onChange(of: \.name) { oldValue, newValue in
///             Reduce { state, _ in … }
///         }
///     Reduce { state, action in
///         switch action {
///         case .binding(\.$name): …
///         case .binding: return .none
///         …
///         }
///     }
/// }
/// ```
///
/// A binding action is found through the action's `binding` case (`BindableAction`); with
/// `init(action:)`, inside another action first (a view action).
public struct BindingReducer<State, Action: Sendable, ViewAction: BindableAction>: Reducer
where ViewAction.State == State {
    let toViewAction: (Action) -> ViewAction?
    let toBindingAction: AnyCasePath<ViewAction, BindingAction<State>>
    /// Whether this reducer has handed a state to `BindingFields` already: only the first is
    /// kept, so later actions skip the process-wide lock.
    let remembered = RememberedOnce()

    /// Applies the binding actions of the feature's own action.
    public init() where Action == ViewAction {
        self.init(action: { $0 })
    }

    /// Applies the binding actions found inside the actions `toViewAction` extracts.
    public init(action toViewAction: @escaping (Action) -> ViewAction?) {
        self.toViewAction = toViewAction
        self.toBindingAction = /ViewAction.binding
    }

    /// Applies the binding actions found inside the actions `toViewAction` extracts:
    /// `BindingReducer(action: /Action.view)`.
    public init(action toViewAction: AnyCasePath<Action, ViewAction>) {
        self.init(action: toViewAction.extract)
    }

    /// Applies the binding actions of a view action that is bindable itself:
    /// `BindingReducer(action: \.view)`.
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) {
        self.init(action: AnyCasePath(toViewAction))
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        // Before any binding action arrives: a later `case .binding(\.$name)` or an encoding of
        // `.set(\.$name, …)` finds the field in this value.
        if remembered.claim() { BindingFields.remember(state) }
        guard let bindingAction = toViewAction(action).flatMap(toBindingAction.extract) else { return .none }
        bindingAction.apply(to: &state)
        return .none
    }
}

/// A flag set once, read without a lock.
final class RememberedOnce: Sendable {
    private let done = Atomic(false)

    /// `true` the first time only.
    func claim() -> Bool {
        !done.exchange(true, ordering: .relaxed)
    }
}
