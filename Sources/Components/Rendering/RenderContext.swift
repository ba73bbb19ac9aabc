/// What a component sees while it renders: the environment and an id given with `.id(_:)`.
///
/// Public only because ``Component/render(in:into:)`` names it; it has no public members.
public struct RenderContext<Action> {
    /// An explicit id waiting for the next node the content emits.
    package var explicitID: String?
    /// The renders ``Memoized`` remembers across renders of one view, if the renderer keeps them.
    var memo: RenderMemo?
    /// The environment in a shared box, copied only when a subtree changes it: a context is
    /// copied for every `.id`, every modifier that prepares one and every container's children,
    /// and a copy of the environment itself ran through its generic value witnesses (its
    /// `Action`-sized `dismiss`), about 350 instructions with its destroy.
    var environmentBox: EnvironmentBox<Action>

    package var environment: EnvironmentValues<Action> {
        _read { yield environmentBox.value }
        // A change makes a new box: the box is shared whenever a subtree changes the environment
        // (the context was copied for it), so a box changed in place would be copied first anyway.
        _modify {
            var value = environmentBox.value
            defer { environmentBox = EnvironmentBox(value) }
            yield &value
        }
    }

    // What rendering reads at every node, read in place: a read through `environment` copied
    // the whole environment out of its box (through its generic value witnesses) to take one member.
    package var isEnabled: Bool { environmentBox.value.isEnabled }
    package var isHidden: Bool { environmentBox.value.isHidden }
    package var dynamicTypeSize: DynamicTypeSize { environmentBox.value.dynamicTypeSize }
    package var focusedField: String? { environmentBox.value.focusedField }

    package init(environment: EnvironmentValues<Action>, memo: RenderMemo? = nil) {
        environmentBox = EnvironmentBox(environment)
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

    /// Renders a builder block as the children of the node `parentID`, with room for a node per
    /// statement: the children's array grown one append at a time was made three times over
    /// for a stack of five.
    package func renderChildren(of parentID: String, _ content: ComponentGroup<Action>) -> [RenderedNode<Action>] {
        var sink = NodeSink<Action>(parentID: parentID)
        sink.nodes.reserveCapacity(content.count)
        content.render(in: forChildren, into: &sink)
        return sink.nodes
    }
}

/// The box of ``RenderContext``'s environment, never changed: a constant is read in place
/// (`Memoized`'s comparison, a node's `isEnabled`), where a variable of a class was copied out
/// for a call that takes it (about 400 instructions through its value witnesses).
final class EnvironmentBox<Action> {
    let value: EnvironmentValues<Action>

    init(_ value: EnvironmentValues<Action>) {
        self.value = value
    }
}
