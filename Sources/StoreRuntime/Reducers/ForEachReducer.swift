// MARK: - forEach

extension Reducer {
    /// Runs `element` on the element of an `IdentifiedArray` an `IdentifiedAction` addresses.
    ///
    /// The element runs before the parent. An action for an id that is not present is ignored.
    /// Elements' effects are cancellable per element: removing an element cancels its effects.
    ///
    /// ```swift
    /// Reduce { state, action in … }
    ///     .forEach(\.rows, action: Action.rowsPath) { Row() }
    /// ```
    @inlinable
    public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
        _ toElements: WritableKeyPath<State, IdentifiedArray<ElementState>>,
        action toElementAction: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, ElementState, Element>
    where Element.State == ElementState, Element.Action == ElementAction, ElementState.ID: Sendable {
        ForEachReducer(parent: self, element: element(), toElements: toElements, toElementAction: toElementAction)
    }
}

/// The reducer `forEach` builds.
public struct ForEachReducer<Parent: Reducer, ElementState: Identifiable, Element: Reducer>: Reducer
where Element.State == ElementState, ElementState.ID: Sendable {
    @usableFromInline let parent: Parent
    @usableFromInline let element: Element
    @usableFromInline let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ElementState>>
    @usableFromInline let toElementAction: CasePath<Parent.Action, IdentifiedAction<ElementState.ID, Element.Action>>

    @usableFromInline
    init(
        parent: Parent,
        element: Element,
        toElements: WritableKeyPath<Parent.State, IdentifiedArray<ElementState>>,
        toElementAction: CasePath<Parent.Action, IdentifiedAction<ElementState.ID, Element.Action>>
    ) {
        self.parent = parent
        self.element = element
        self.toElements = toElements
        self.toElementAction = toElementAction
    }

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var elementEffect = Effect<Parent.Action>.none
        if case .element(let id, let childAction)? = toElementAction.extract(action),
           let effect = state[keyPath: toElements].modify(id: id, { element.reduce(into: &$0, action: childAction) }) {
            let embed = toElementAction.embed
            elementEffect = effect
                .map { embed(.element(id: id, action: $0)) }
                .cancellable(id: ElementCancelID(path: toElements, id: id))
        }
        let idsBefore = state[keyPath: toElements].ids
        let parentEffect = parent.reduce(into: &state, action: action)
        let idsAfter = state[keyPath: toElements].ids
        // Arrays compare by identity first, so an untouched collection costs O(1) here.
        guard idsBefore != idsAfter else { return .merge(elementEffect, parentEffect) }
        let removed = Set(idsBefore).subtracting(idsAfter)
        let cancellations = idsBefore.filter(removed.contains).map {
            Effect<Parent.Action>.cancel(id: ElementCancelID(path: toElements, id: $0))
        }
        return .merge([elementEffect, parentEffect] + cancellations)
    }

    @inlinable
    public func prepared() -> Reduce<Parent.State, Parent.Action> {
        Reduce(ForEachReducer<Reduce<Parent.State, Parent.Action>, ElementState, Reduce<ElementState, Element.Action>>(
            parent: parent.prepared(), element: element.prepared(),
            toElements: toElements, toElementAction: toElementAction
        ))
    }
}

/// Cancels the effects of one element of a collection when it is removed.
///
/// @unchecked: `AnyKeyPath` is not annotated Sendable, but key paths are immutable after
/// creation and only compared and hashed here.
struct ElementCancelID<ID: Hashable & Sendable>: Hashable, @unchecked Sendable {
    let path: AnyKeyPath
    let id: ID
}
