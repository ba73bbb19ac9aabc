// MARK: - forEach with TCA 1.x's case path

extension Reducer {
    /// Runs `element` on the element of an identified array that a parent action addresses with
    /// an id and an element action, TCA 1.x's `case todo(id: Todo.State.ID, action: Todo.Action)`:
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .forEach(\.todos, action: /Action.todo(id:action:)) { Todo() }
    /// ```
    ///
    /// The same reducer as `forEach` over an `IdentifiedAction`: the element runs before the
    /// parent, an action for an id that is not present is ignored, and removing an element
    /// cancels its effects.
    @inlinable
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: AnyCasePath<Action, (ElementState.ID, ElementAction)>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, ElementState, Element>
    where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
        forEach(toElements, action: IdentifiedAction.path(from: toElementAction), element: element)
    }
}

extension IdentifiedAction {
    /// The `IdentifiedAction` path for a parent case that carries an id and an element action.
    @usableFromInline
    static func path<Root>(from tuple: AnyCasePath<Root, (ID, Action)>) -> AnyCasePath<Root, Self> {
        AnyCasePath(
            embed: { identified in
                switch identified {
                case .element(let id, let action): tuple.embed((id, action))
                }
            },
            extract: { root in
                tuple.extract(root).map { .element(id: $0.0, action: $0.1) }
            }
        )
    }
}
