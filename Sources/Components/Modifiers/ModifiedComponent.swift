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
        // The context is copied only for a modifier that changes it: most only finish nodes, and
        // a copy of the generic context runs through its value witnesses (rendering runs
        // unspecialised, behind `any FeatureStore`).
        guard let prepare = modifier.prepare else {
            render(in: context, finishing: &sink)
            return
        }
        var prepared = context
        prepare(&prepared)
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
    var prepare: ((inout RenderContext<Action>) -> Void)?
    var finish: ((inout RenderedNode<Action>, RenderContext<Action>) -> Void)?
}

extension Component {
    func modified(
        prepare: ((inout RenderContext<Action>) -> Void)? = nil,
        finish: ((inout RenderedNode<Action>, RenderContext<Action>) -> Void)? = nil
    ) -> ModifiedComponent<Self> {
        ModifiedComponent(content: self, modifier: NodeModifier(prepare: prepare, finish: finish))
    }
}
