public import UIStateSwiftUI

// MARK: - Bindings to a child store

extension Bindable {
    /// A binding to the store of a presented child, as TCA 1.7's
    /// `.sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add))`: `nil`
    /// while nothing is presented; setting it `nil` (a swipe, the child's `\.dismiss`) sends
    /// `.dismiss` while the child is still there.
    public func scope<State, Action, ChildState, ChildAction: Sendable>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        return Binding(
            get: { store.scope(state: toChildState, action: toChildAction) },
            set: { child in
                guard child == nil, store.currentState[keyPath: toChildState] != nil else { return }
                store.send(toChildAction(.dismiss))
            })
    }

    /// A binding to the store of a navigation stack, as TCA 1.7's
    /// `NavigationStack(path: $store.scope(state: \.path, action: \.path))`; the stack pushes and
    /// pops by sending the stack's actions, so setting it does nothing.
    public func scope<State, Action, ElementState, ElementAction>(
        state toStack: KeyPath<State, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        let store = wrappedValue
        return Binding(get: { store.scope(state: toStack, action: toStackAction) }, set: { _ in })
    }

    // MARK: Unlabeled state (TCA 1.25+, where the `state:` label is deprecated)

    /// `.sheet(item: $store.scope(\.destination?.add, action: \.destination.add))`, as
    /// `scope(state:action:)`; an alert's `.alert($store.scope(\.alert, action: \.alert))` too.
    public func scope<State, Action, ChildState, ChildAction: Sendable>(
        _ toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: toChildState, action: toChildAction)
    }

    /// `$store.scope(\.$destination, action: \.destination)`: the presentation state itself
    /// (the `@Presents` property's projection), as TCA 1.25 accepts it beside the optional.
    public func scope<State, Action, ChildState, ChildAction: Sendable>(
        _ toPresentationState: KeyPath<State, PresentationState<ChildState>>,
        action toChildAction: CaseKeyPath<Action, PresentationAction<ChildAction>>
    ) -> Binding<Store<ChildState, ChildAction>?> where Value == Store<State, Action> {
        scope(state: toPresentationState.appending(path: \.wrappedValue), action: toChildAction)
    }

    /// `NavigationStack(path: $store.scope(\.path, action: \.path))`, as `scope(state:action:)`.
    public func scope<State, Action, ElementState, ElementAction>(
        _ toStack: KeyPath<State, StackState<ElementState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        scope(state: toStack, action: toStackAction)
    }
}
