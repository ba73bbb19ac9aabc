/// A scrolling column of rows, usually from ``ForEach``. Defaults: style plain, row spacing 0.
///
/// ```swift
/// List {
///     ForEach(state.articles, id: \.id) { article in
///         ArticleRow(article: article).onAppear(.rowAppeared(article.id))
///     }
/// }
/// ```
public struct List<Action>: Component, ChainedModifying {
    let content: ComponentGroup<Action>
    private var style: ListStyle = .plain

    public init(@ComponentBuilder<Action> content: () -> ComponentGroup<Action>) {
        self.content = content()
    }

    public consuming func listStyle(_ style: ListStyle) -> Self { copy { $0.style = style } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "list", role: .list, context: context)
        node.set("style", .string(style.rawValue), outline: style != .plain)
        node.children = context.renderChildren(of: node.id, content)
        node.set("rowCount", .integer(Int64(node.children.count)), outline: true)
        sink.append(node)
    }
}

/// The look of a ``List``.
public enum ListStyle: String, Sendable, Hashable, CaseIterable {
    case plain, insetGrouped
}
