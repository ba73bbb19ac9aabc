import Components
import JSON

// MARK: - DisclosureGroup

/// Content shown or hidden by tapping its label, as SwiftUI's: `DisclosureGroup("Details") { … }`,
/// expanded by its own state or by `isExpanded:`.
///
/// The node is a `disclosureGroup` with `isExpanded`; its first child is the header, a `button`
/// with `"style": "disclosureHeader"` around the label, whose tap writes the flipped expansion
/// (to the binding, or to the group's own `@State`); the content's nodes follow only while
/// expanded, as SwiftUI builds them only then.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var isExpandedByItself = false

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        self.isExpanded = isExpanded
    }

    public var body: some View {
        DisclosureGroupNode(label: label, content: content, isExpanded: isExpanded ?? $isExpandedByItself)
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The group's node, once its expansion is known.
struct DisclosureGroupNode<Label: View, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>

    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let expanded = isExpanded.wrappedValue
        let binding = isExpanded
        let header = Button(action: { binding.wrappedValue = !expanded }, label: { label })
            .modifier(PropertySetter(key: "style", value: "disclosureHeader"))
        let shown: Content? = expanded ? content() : nil
        context.renderContainer("disclosureGroup", role: .group, TupleView([header, shown]), into: &sink) { node in
            node.set("isExpanded", .bool(expanded), outline: true)
        }
        if let last = sink.nodes.indices.last, let title = sink.nodes[last].children.first?.text {
            sink.nodes[last].set("title", .string(title))
        }
    }
}
