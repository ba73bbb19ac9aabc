package import Components
public import UIStateSwiftUI

// MARK: - NavigationStackStore

/// A navigation stack driven by a store's `StackState`, as TCA 1.3's `NavigationStackStore`: the
/// root, and one screen per element of the stack, bottom first.
///
/// ```swift
/// NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
///     RootView(store: store)
/// } destination: { state in
///     switch state {
///     case .detail:
///         CaseLet(/Path.State.detail, action: Path.Action.detail) { DetailView(store: $0) }
///     }
/// }
/// ```
///
/// The tree is SwiftUI's `NavigationStack(path:)`'s: a `navigationStack` node around the root,
/// then each screen as a `navigationDestination` node attached to the stack, bottom first (the
/// top one, last, covers the rest), whose dismiss (the back button, or the screen's
/// `\.dismiss`) sends `.popFrom(id:)`. A `NavigationLink(state:)` anywhere in the stack sends
/// `.push(id:state:)`.
public struct NavigationStackStore<State: Sendable, Action: Sendable, Root: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let store: Store<StackState<State>, StackAction<State, Action>>
    let root: Root
    let destination: (Store<State, Action>) -> Destination

    /// A stack whose screens are made from a store of each element.
    public init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) {
        self.store = store
        self.root = root()
        self.destination = destination
    }

    /// A stack whose screens switch over each element's state, as a ``SwitchStore``'s content does.
    public init<CaseContent: View>(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (_ initialState: State) -> CaseContent
    ) where Destination == SwitchStore<State, Action, CaseContent> {
        self.init(store, root: root, destination: { SwitchStore($0, content: destination) })
    }

    package func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        let links = StackLinks()
        var inner = context
        inner.environment[StackLinksKey.self] = links
        // The screens are attached with this context: they are in the stack too.
        inner.environment.isInNavigationStack = true
        let start = sink.nodes.count
        inner.render(NavigationStack { root }, into: &sink)
        guard start < sink.nodes.count else { return }
        let stack = store.currentState
        for index in stack.indices { attachScreen(at: index, of: stack, to: &sink.nodes[start], context: inner) }
        let push = StackLinks.pushAction(onto: store, in: "NavigationStackStore")
        for index in start..<sink.nodes.count { links.connect(in: &sink.nodes[index], push: push) }
    }

    /// Attaches the screen at `index` of the stack to the stack's node, after those below it.
    private func attachScreen<NodeAction>(
        at index: Int,
        of stack: StackState<State>,
        to node: inout RenderedNode<NodeAction>,
        context: ViewContext<NodeAction>
    ) {
        let id = stack.ids[index]
        let shown = stack[index]
        let screenStore = store.scope(state: { $0[id: id] ?? shown }, action: { .element(id: id, action: $0) })
        let store = store
        Presenting.attach(
            "navigationDestination", to: &node, context: context, content: destination(screenStore),
            dismiss: { store.send(.popFrom(id: id)) })
    }
}

// MARK: - NavigationLink(state:)

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes `state` onto the ``NavigationStackStore`` (or the
    /// `NavigationStack(path:)` of a store) around it, as TCA's
    /// `NavigationLink(state:label:)`: a tap sends `.push(id:state:)`; a `nil` state is a link
    /// that cannot be tapped.
    public init<P, L: View>(state: P?, @ViewBuilder label: () -> L) where Label == _NavigationLinkStoreContent<P, L> {
        self.init(destination: EmptyView()) { _NavigationLinkStoreContent(state: state, label: label()) }
        pushesThroughStore = true
    }

    /// A link titled `titleKey` that pushes `state`.
    public init<P>(_ titleKey: LocalizedStringKey, state: P?) where Label == _NavigationLinkStoreContent<P, UIStateSwiftUI.Text> {
        self.init(state: state) { UIStateSwiftUI.Text(titleKey) }
    }

    /// A link titled `title` that pushes `state`.
    @_disfavoredOverload
    public init<S: StringProtocol, P>(_ title: S, state: P?) where Label == _NavigationLinkStoreContent<P, UIStateSwiftUI.Text> {
        self.init(state: state) { UIStateSwiftUI.Text(title) }
    }
}

/// The label of a `NavigationLink(state:)`: draws the label and tells the stack around it which
/// state the link pushes, so the stack makes the link's tap a push.
public struct _NavigationLinkStoreContent<State, Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let state: State?
    let label: Label

    package func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        if let links = context.environment[StackLinksKey.self] {
            // The label renders as the link button's children: their parent is the button.
            links.register(buttonID: sink.parentID, state: state)
        } else {
            ViewMisuse.report("a NavigationLink(state:) of \(ViewMisuse.name(of: State.self)) pushes nothing outside a NavigationStackStore")
        }
        context.render(label, into: &sink)
    }
}
