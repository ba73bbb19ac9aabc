/// Children layered front to back, the last on top.
///
/// Default: center alignment.
public struct ZStack<Action>: Component {
    let alignment: Alignment
    let content: ComponentGroup<Action>

    public init(alignment: Alignment = .center, @ComponentBuilder<Action> content: () -> ComponentGroup<Action>) {
        self.alignment = alignment
        self.content = content()
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "zstack", role: .group, context: context)
        node.set("alignment", .string(alignment.rawValue), outline: true)
        node.children = context.renderChildren(of: node.id, content)
        sink.append(node)
    }
}
