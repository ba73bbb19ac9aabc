/// What a component sees while it renders: the environment and an id given with `.id(_:)`.
///
/// Public only because ``Component/render(in:into:)`` names it; it has no public members.
public struct RenderContext<Action> {
    // The environment last: its size depends on `Action`, and a field after it is found through
    // generic metadata in code that runs unspecialised (every render behind `any FeatureStore`).
    /// An explicit id waiting for the next node the content emits.
    package var explicitID: String?
    /// The renders ``Memoized`` remembers across renders of one view, if the renderer keeps them.
    var memo: RenderMemo?
    package var environment: EnvironmentValues<Action>

    package init(environment: EnvironmentValues<Action>, memo: RenderMemo? = nil) {
        self.environment = environment
        self.memo = memo
    }

    /// The context children render in: same environment, no pending id.
    package var forChildren: RenderContext<Action> {
        var child = self
        child.explicitID = nil
        return child
    }

    /// Renders `content` as the children of the node `parentID`.
    package func renderChildren(of parentID: String, _ content: some Component<Action>) -> [RenderedNode<Action>] {
        var sink = NodeSink<Action>(parentID: parentID)
        content.render(in: forChildren, into: &sink)
        return sink.nodes
    }
}
