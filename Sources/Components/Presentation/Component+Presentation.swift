extension Component {
    /// Presents `content` in a sheet while `isPresented` is true.
    ///
    /// The sheet node accepts `dismiss` (a swipe), which sends `onDismiss`; inside `content` the
    /// environment's `dismiss` is `onDismiss`, so the content can close itself.
    ///
    /// ```swift
    /// Grid(columns: 3) { … }
    ///     .sheet(isPresented: state.isShowingProfile, onDismiss: .profileDismissed) {
    ///         ProfileSheet(profile: profile)
    ///     }
    /// ```
    public func sheet(
        isPresented: Bool,
        onDismiss: Action,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        presentation(.sheet, content: isPresented ? content() : nil, onDismiss: onDismiss)
    }

    /// Presents `content(item)` in a sheet while `item` is not `nil`.
    public func sheet<Item>(
        item: Item?,
        onDismiss: Action,
        @ComponentBuilder<Action> content: (Item) -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        presentation(.sheet, content: item.map(content), onDismiss: onDismiss)
    }

    /// Presents `content` over the whole screen while `isPresented` is true; see ``sheet(isPresented:onDismiss:content:)``.
    public func fullScreenCover(
        isPresented: Bool,
        onDismiss: Action,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        presentation(.fullScreenCover, content: isPresented ? content() : nil, onDismiss: onDismiss)
    }

    /// Presents `content` as a modal card over the dimmed screen while `item` is not `nil`.
    ///
    /// - Parameter dismissOnBackgroundTap: whether a tap on the dimmed screen dismisses (default).
    public func overlayModal<Item>(
        item: Item?,
        onDismiss: Action,
        dismissOnBackgroundTap: Bool = true,
        @ComponentBuilder<Action> content: (Item) -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        presentation(
            .overlay,
            content: item.map(content),
            onDismiss: onDismiss,
            dismissOnBackgroundTap: dismissOnBackgroundTap
        )
    }

    /// Presents `content` as a modal card over the dimmed screen while `isPresented` is true.
    public func overlayModal(
        isPresented: Bool,
        onDismiss: Action,
        dismissOnBackgroundTap: Bool = true,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        presentation(
            .overlay,
            content: isPresented ? content() : nil,
            onDismiss: onDismiss,
            dismissOnBackgroundTap: dismissOnBackgroundTap
        )
    }

    func presentation(
        _ kind: PresentationKind,
        content: ComponentGroup<Action>?,
        onDismiss: Action,
        dismissOnBackgroundTap: Bool = true
    ) -> ModifiedComponent<Self> {
        guard let content else { return modified() }
        return modified(finish: { node, context in
            var inner = context.forChildren
            inner.environment.dismiss = onDismiss
            node.attach(type: kind.rawValue, role: .dialog, context: inner) { presented in
                presented.isPresentation = true
                kind.setDefaults(on: &presented, dismissOnBackgroundTap: dismissOnBackgroundTap)
                presented.interactions.dismiss = onDismiss
                presented.children = inner.renderChildren(of: presented.id, content)
            }
        })
    }
}
