/// Helpers for modifiers that attach a node (sheet, alert, toast, toolbar) as the last child of the
/// node they modify.
///
/// An attached node's id is the host's id plus its kind (`vstack.0/sheet`), so it stays put while
/// the host's children change; two attachments of one kind get `~2`.
extension RenderedNode {
    package mutating func attach(
        type: String,
        role: AccessibilityRole,
        context: RenderContext<Action>,
        build: (inout RenderedNode<Action>) -> Void
    ) {
        var candidate = id + "/" + type
        if children.contains(where: { $0.id == candidate }) {
            var count = 2
            while children.contains(where: { $0.id == candidate + "~\(count)" }) { count += 1 }
            candidate += "~\(count)"
        }
        var node = RenderedNode(
            id: candidate,
            type: type,
            role: role,
            isEnabled: context.isEnabled,
            isHidden: context.isHidden
        )
        build(&node)
        children.append(node)
    }
}
