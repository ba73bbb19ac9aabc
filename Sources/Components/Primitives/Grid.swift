/// Children in rows of a fixed number of equal columns, filled row by row.
///
/// `columns` below 1 is treated as 1. Default spacing 8.
///
/// ```swift
/// EnvironmentReader { environment in
///     Grid(columns: environment.dynamicTypeSize.isAccessibilitySize ? 1 : 3) {
///         ForEach(state.profiles, id: \.id) { ProfileCell(profile: $0) }
///     }
/// }
/// ```
public struct Grid<Action>: Component {
    let columns: Int
    let spacing: Double
    let content: ComponentGroup<Action>

    public init(columns: Int, spacing: Double = 8, @ComponentBuilder<Action> content: () -> ComponentGroup<Action>) {
        self.columns = max(1, columns)
        self.spacing = spacing
        self.content = content()
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "grid", role: .grid, context: context)
        node.set("columns", .integer(Int64(columns)), outline: true)
        node.set("spacing", .points(spacing), outline: spacing != 8)
        node.children = context.renderChildren(of: node.id, content)
        sink.append(node)
    }
}
