// MARK: - Scoping an observable store by key paths

extension Store {
    /// A store of a child's state whose actions are embedded by the case key path, as TCA 1.5's
    /// `store.scope(state: \.child, action: \.child)`.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: { $0[keyPath: toChildState] }, action: { toChildAction($0) })
    }

    /// A store of an optional child while it is there, `nil` otherwise, as TCA 1.7's
    /// `if let childStore = store.scope(state: \.child, action: \.child)`.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        optionalChild(toChildState, embed: { toChildAction($0) })
    }

    /// A store of a presented child while it is there, its actions sent as `.presented`:
    /// `store.scope(state: \.destination?.add, action: \.destination.add)`.
    public func scope<ChildState, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        optionalChild(toChildState, embed: { toChildAction(.presented($0)) })
    }

    /// One store per element of an identified collection, each sending its actions with its
    /// element's id, as TCA 1.7's `ForEach(store.scope(state: \.rows, action: \.rows)) { … }`.
    /// Each store is identified by its element's id (see `Store.id`).
    public func scope<ElementState: Identifiable, ElementAction>(
        state toElements: KeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>
    ) -> [Store<ElementState, ElementAction>] {
        let elements = currentState[keyPath: toElements]
        return elements.ids.compactMap { id in
            guard let shown = elements[id: id] else { return nil }
            return scope(
                state: { $0[keyPath: toElements][id: id] ?? shown },
                action: { toElementAction(.element(id: id, action: $0)) })
        }
    }

    // MARK: Unlabeled state (TCA 1.25+, where the `state:` label is deprecated)

    /// `store.scope(\.child, action: \.child)`, as `scope(state:action:)`.
    public func scope<ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state: toChildState, action: toChildAction)
    }

    /// `if let childStore = store.scope(\.child, action: \.child)`, as `scope(state:action:)`.
    public func scope<ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChildState, action: toChildAction)
    }

    /// `store.scope(\.destination?.add, action: \.destination.add)`, as `scope(state:action:)`.
    public func scope<ChildState, ChildAction: Sendable>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Store<ChildState, ChildAction>? {
        scope(state: toChildState, action: toChildAction)
    }

    /// `ForEach(store.scope(\.rows, action: \.rows)) { … }`, as `scope(state:action:)`.
    public func scope<ElementState: Identifiable, ElementAction>(
        _ toElements: KeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>
    ) -> [Store<ElementState, ElementAction>] {
        scope(state: toElements, action: toElementAction)
    }

    /// The store of the child at `toChildState` while it is there, as the state now shows it.
    private func optionalChild<ChildState, ChildAction>(
        _ toChildState: KeyPath<State, ChildState?>,
        embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let shown = currentState[keyPath: toChildState] else { return nil }
        return scope(state: { $0[keyPath: toChildState] ?? shown }, action: embed)
    }
}

// MARK: - Identity

/// A store is identified as what it shows: an identifiable state's id (so the rows of a
/// `ForEach` over stores keep their elements' ids, as node ids and selectors need), otherwise
/// the store object itself. `.sheet(item:)` of a store needs it too.
extension Store: Identifiable {
    public var id: AnyHashable {
        guard let identifiable = currentState as? any Identifiable else { return AnyHashable(ObjectIdentifier(self)) }
        return Self.identity(of: identifiable)
    }

    private static func identity(of state: some Identifiable) -> AnyHashable {
        AnyHashable(state.id)
    }
}

extension Store where State: ObservableState & Identifiable {
    /// The state's id, as a row's view reads it: `store.id`, typed as the state's.
    public var id: State.ID { currentState.id }
}
