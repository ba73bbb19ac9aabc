// MARK: - forEach with case key paths

extension Reducer {
    /// Runs `element` on the element of an identified array an `IdentifiedAction` addresses,
    /// TCA 1.4+'s `case todos(IdentifiedActionOf<Todo>)`:
    /// `.forEach(\.todos, action: \.todos) { Todo() }`.
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, ElementState, Element>
    where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
        forEach(toElements, action: AnyCasePath(toElementAction), element: element)
    }
}

/// The actions of a collection of `R`'s elements, addressed by id: `case todos(IdentifiedActionOf<Todo>)`.
public typealias IdentifiedActionOf<R: ReducerSignature> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable
