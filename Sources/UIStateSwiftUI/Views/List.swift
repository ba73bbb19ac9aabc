package import Components
import JSON

// MARK: - List, Form, Section

/// Rows in a scrolling list, as SwiftUI's: a `list` node whose children are the rows.
public struct List<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of a selection binding; a headless list shows rows, and selection comes from taps.
    public init<Selection>(selection: Binding<Selection>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let style = context.environment[ListStyleKey.self]
        context.renderContainer("list", role: .list, content, into: &sink) { node in
            node.set("style", .string(style), outline: style != "plain")
        }
        if let last = sink.nodes.indices.last {
            sink.nodes[last].set("rowCount", .integer(Int64(sink.nodes[last].children.count)), outline: true)
        }
    }
}

extension List {
    /// One row per element, as `List(items) { item in … }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// One row per element identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A form of controls, as SwiftUI's: drawn as an inset grouped `list`.
public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.renderContainer("list", role: .list, content, into: &sink) { node in
            node.set("style", "insetGrouped", outline: true)
            node.set("form", true)
        }
    }
}

/// Rows under a header and above a footer, as SwiftUI's: a `section` node with `header` and
/// `footer` children when given.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "section", role: .group, context: context.base)
        var children = NodeSink<Action>(parentID: node.id)
        if !(header is EmptyView) {
            context.forChildren.renderContainer("sectionHeader", role: .group, header, into: &children)
        }
        context.forChildren.render(content, into: &children)
        if !(footer is EmptyView) {
            context.forChildren.renderContainer("sectionFooter", role: .none, footer, into: &children)
        }
        node.children = children.nodes
        if let title = children.nodes.first(where: { $0.type == "sectionHeader" })?.firstDescendant({ $0.text }) {
            node.set("header", .string(title), outline: true)
        }
        sink.append(node)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

enum ListStyleKey: EnvironmentKey { static var defaultValue: String { "plain" } }
