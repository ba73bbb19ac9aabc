/// Children laid out leading to trailing.
///
/// Defaults: center alignment, spacing 8. Compose with Spacer rather than asking for an
/// arrangement: `HStack { title; Spacer(); closeButton }`.
public typealias HStack<Action> = Stack<VerticalAlignment, Action>

/// Children laid out top to bottom.
///
/// Defaults: center alignment, spacing 8. Compose with Spacer rather than asking for an
/// arrangement: `VStack { title; Spacer(); closeButton }`.
public typealias VStack<Action> = Stack<HorizontalAlignment, Action>

/// Children in a line, `spacing` apart, lined up across the line by `alignment`: the line runs
/// along the axis its alignment does not, so ``HStack`` aligns vertically and ``VStack``
/// horizontally. Write `HStack` or `VStack`.
public struct Stack<CrossAlignment: StackAlignment, Action>: Component {
    let alignment: CrossAlignment
    let spacing: Double
    let content: ComponentGroup<Action>

    public init(
        alignment: CrossAlignment = .center,
        spacing: Double = 8,
        @ComponentBuilder<Action> content: () -> ComponentGroup<Action>
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: CrossAlignment.stackType, role: .group, context: context)
        var properties = NodePropertyList(capacity: 2)
        properties.add("alignment", .string(alignment.rawValue), outline: true)
        properties.add("spacing", .points(spacing), outline: true)
        node.setProperties(properties)
        node.children = context.renderChildren(of: node.id, content)
        sink.append(node)
    }
}

/// An alignment across a ``Stack``, which decides the stack's direction.
public protocol StackAlignment: RawRepresentable<String>, Sendable {
    /// The middle, the default.
    static var center: Self { get }
    /// The node type of a stack aligned this way (`hstack`, `vstack`).
    static var stackType: String { get }
}

extension VerticalAlignment: StackAlignment {
    public static var stackType: String { "hstack" }
}

extension HorizontalAlignment: StackAlignment {
    public static var stackType: String { "vstack" }
}
