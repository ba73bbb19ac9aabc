import Components
public import UIStateSwiftUI

// MARK: - Presenting a store's child

extension View {
    /// Presents the child's view in a sheet while the child's state is there, as TCA's
    /// `.sheet(store:)`: the content gets a store of the child, and dismissing (a swipe, or the
    /// child's `\.dismiss`) sends `.dismiss`.
    ///
    /// ```swift
    /// .sheet(store: store.scope(state: \.$editor, action: { .editor($0) })) { EditorView(store: $0) }
    /// ```
    public func sheet<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        presenting("sheet", store: store, state: { $0 }, action: { $0 }, onDismiss: onDismiss, content: content)
    }

    /// Presents one case of a destination enum in a sheet, as TCA's
    /// `.sheet(store:state:action:)`: `state: /Destination.State.add, action: Destination.Action.add`.
    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        presenting(
            "sheet", store: store, state: toDestinationState, action: fromDestinationAction, onDismiss: onDismiss,
            content: content)
    }

    /// Presents the child's view in a popover, which a phone shows as a sheet (as
    /// UIStateSwiftUI's `.popover` draws it), as TCA's `.popover(store:)`.
    public func popover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        presenting("sheet", store: store, state: { $0 }, action: { $0 }, onDismiss: nil, content: content)
    }

    /// One case of a destination enum in a popover.
    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        presenting("sheet", store: store, state: toDestinationState, action: fromDestinationAction, onDismiss: nil, content: content)
    }

    /// Presents the child's view over the whole screen, as TCA's `.fullScreenCover(store:)`.
    public func fullScreenCover<State, Action, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
        presenting("fullScreenCover", store: store, state: { $0 }, action: { $0 }, onDismiss: onDismiss, content: content)
    }

    /// One case of a destination enum over the whole screen.
    public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
        presenting(
            "fullScreenCover", store: store, state: toDestinationState, action: fromDestinationAction,
            onDismiss: onDismiss, content: content)
    }

    /// Pushes the child's screen while its state is there, as TCA's
    /// `.navigationDestination(store:)`: a `navigationDestination` node whose dismiss (the back
    /// button, or the child's `\.dismiss`) sends `.dismiss`.
    public func navigationDestination<State, Action, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View {
        presenting("navigationDestination", store: store, state: { $0 }, action: { $0 }, onDismiss: nil, content: destination)
    }

    /// Pushes one case of a destination enum.
    public func navigationDestination<State, Action, DestinationState, DestinationAction, Destination: View>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> DestinationState?,
        action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
        @ViewBuilder destination: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Destination
    ) -> some View {
        presenting(
            "navigationDestination", store: store, state: toDestinationState, action: fromDestinationAction,
            onDismiss: nil, content: destination)
    }

    /// Presents `content` of the destination's store as `kind` while the destination's state is
    /// there; dismissing sends `.dismiss`, then runs `onDismiss`.
    func presenting<State, Action, DestinationState, DestinationAction, Content: View>(
        _ kind: String,
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (State) -> DestinationState?,
        action fromDestinationAction: @escaping (DestinationAction) -> Action,
        onDismiss: (() -> Void)?,
        content: @escaping (Store<DestinationState, DestinationAction>) -> Content
    ) -> ModifiedContent<Self, StorePresentation> {
        let presented = store.currentState.wrappedValue.flatMap(toDestinationState)
        let makeContent: (() -> any View)? = presented.map { shown in
            {
                content(store.scope(
                    state: { $0.wrappedValue.flatMap(toDestinationState) ?? shown },
                    action: { .presented(fromDestinationAction($0)) }))
            }
        }
        return modifier(StorePresentation(
            kind: kind, content: makeContent,
            dismiss: {
                store.send(.dismiss)
                onDismiss?()
            }))
    }
}

/// A store's child presented on each node of the content (as SwiftUI's presentation modifiers
/// attach to the view they modify), through UIStateSwiftUI's presentation attachment.
struct StorePresentation: NodeModifier {
    let kind: String
    /// The child's view; `nil` while nothing is presented.
    let content: (() -> any View)?
    let dismiss: () -> Void

    func finish<NodeAction>(_ node: inout RenderedNode<NodeAction>, _ context: ViewContext<NodeAction>) {
        guard let content else { return }
        Presenting.attach(kind, to: &node, context: context, content: content(), dismiss: dismiss)
    }
}
