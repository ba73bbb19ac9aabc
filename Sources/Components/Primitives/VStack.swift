/// Children laid out top to bottom.
///
/// Defaults: center alignment, spacing 8. Compose with Spacer rather than asking for an
/// arrangement: `VStack { title; Spacer(); closeButton }`.
public struct VStack<Action>: Component {
    let alignment: HorizontalAlignment
    let spacing: Double
    let content: ComponentGroup<Action>

    public init(
        alignment: HorizontalAlignment = .center,
        spacing: Double = 8,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "vstack", role: .group, context: context)
        node.set("alignment", .string(alignment.rawValue), outline: true)
        node.set("spacing", .points(spacing), outline: true)
        node.children = context.renderChildren(of: node.id, content)
        sink.append(node)
    }
}
