public import UIStateSwiftUI

// MARK: - NavigationStack(path:) of a store

extension NavigationStack {
    /// A stack whose screens are a store's `StackState`, as TCA 1.7's
    /// `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { … } destination: { store in … }`.
    ///
    /// The same tree and taps as ``NavigationStackStore``: each screen is a
    /// `navigationDestination` node over the one below, its store scoped to its element, and
    /// dismissing it (the back button, or its `\.dismiss`) sends `.popFrom(id:)`; a
    /// `NavigationLink(state:)` in the root or a screen sends `.push(id:state:)`.
    public init<State, Action, R: View, Destination: View>(
        path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
        @ViewBuilder root: () -> R,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) where Root == _StackStoreRoot<State, Action, R, Destination> {
        let store = path.wrappedValue
        let screens = Binding<[StackScreen<State>]>(
            get: {
                let stack = store.currentState
                return stack.indices.map { StackScreen(id: stack.ids[$0], state: stack[$0]) }
            },
            set: { screens in
                let ids = store.currentState.ids
                if screens.count < ids.count { store.send(.popFrom(id: ids[screens.count])) }
            })
        self.init(path: screens) { _StackStoreRoot(store: store, root: root(), destination: destination) }
    }
}

/// The root of a store's stack, which draws each pushed screen from the store.
public struct _StackStoreRoot<State: Sendable, Action: Sendable, Root: View, Destination: View>: View {
    let store: Store<StackState<State>, StackAction<State, Action>>
    let root: Root
    let destination: (Store<State, Action>) -> Destination

    public var body: some View {
        StackLinking(store: store, content: root.navigationDestination(for: StackScreen<State>.self) { [store, destination] screen in
            StackLinking(store: store, content: destination(store.scope(
                state: { $0[id: screen.id] ?? screen.state },
                action: { .element(id: screen.id, action: $0) })))
        })
    }
}

/// One screen of a store's stack as a path value: its id (what it is compared and hashed by)
/// and the state it was drawn from.
struct StackScreen<State>: Hashable {
    let id: StackElementID
    let state: State

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
