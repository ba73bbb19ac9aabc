/// Where toolbar content sits in the navigation bar.
public enum ToolbarPlacement: String, Sendable, Hashable, CaseIterable {
    case topBarLeading, topBarTrailing, bottomBar
}

extension Component {
    /// Puts `content` (usually buttons) in the navigation bar of the screen this node is the
    /// content of; the node gets a `toolbar` child (id `…/toolbar`, or `…/toolbar~2` for a second).
    ///
    /// ```swift
    /// ProfileSheet(profile).toolbar(placement: .topBarTrailing) {
    ///     Button.titleOnly(title: "Dismiss", action: .profileDismissed)
    /// }
    /// ```
    public func toolbar(
        placement: ToolbarPlacement = .topBarTrailing,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) -> ModifiedComponent<Self> {
        let content = content()
        return modified(finish: { node, context in
            node.attach(type: "toolbar", role: .toolbar, context: context.forChildren) { toolbar in
                toolbar.set("placement", .string(placement.rawValue), outline: true)
                toolbar.children = context.forChildren.renderChildren(of: toolbar.id, content)
            }
        })
    }
}
