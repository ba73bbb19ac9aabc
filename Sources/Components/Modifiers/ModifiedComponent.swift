/// A component with a modifier that any component accepts (`.id`, `.disabled`, `.sheet` …).
///
/// A modifier works in two places: before the content renders it may change the context (an
/// explicit id, an environment value), and after, it may change each node the content emitted
/// (an accessibility label, a tap, an attached sheet). When the content emits several nodes (a
/// ``ForEach``, a builder block), the second part applies to each of them.
public struct ModifiedComponent<Content: Component>: Component {
    public typealias Action = Content.Action

    let content: Content
    let modifier: NodeModifier<Action>

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        // The context is copied only for a modifier that changes it (most only finish nodes);
        // its environment stays shared unless `prepare` changes it.
        guard modifier.prepare != nil || modifier.explicitID != nil else {
            render(in: context, finishing: &sink)
            return
        }
        var prepared = context
        if let explicitID = modifier.explicitID { prepared.explicitID = explicitID }
        modifier.prepare?(&prepared)
        render(in: prepared, finishing: &sink)
    }

    private func render(in context: RenderContext<Action>, finishing sink: inout NodeSink<Action>) {
        let start = sink.nodes.count
        content.render(in: context, into: &sink)
        guard let finish = modifier.finish else { return }
        for position in start..<sink.nodes.count {
            finish(&sink.nodes[position], context)
        }
    }
}

/// The two halves of a generic modifier; see ``ModifiedComponent``.
struct NodeModifier<Action> {
    /// The id `.id(_:)` gives the next node, set before `prepare` runs.
    var explicitID: String?
    var prepare: ((inout RenderContext<Action>) -> Void)?
    var finish: ((inout RenderedNode<Action>, RenderContext<Action>) -> Void)?
}

extension Component {
    consuming func modified(
        prepare: ((inout RenderContext<Action>) -> Void)? = nil,
        finish: ((inout RenderedNode<Action>, RenderContext<Action>) -> Void)? = nil
    ) -> ModifiedComponent<Self> {
        ModifiedComponent(content: self, modifier: NodeModifier(prepare: prepare, finish: finish))
    }
}
