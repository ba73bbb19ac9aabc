package import Components
import JSON

// MARK: - Picker

/// A choice of one value among tagged options, as SwiftUI's:
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { flavor in Text(flavor.name).tag(flavor) }
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// The node is a `picker` with its `title`, `options` (each option's text), `selection` (the
/// selected option's text, `null` when no option's tag is the selection) and `style`. Each option
/// is a child `button` with `"style": "pickerOption"`, its `tag` and `selected`, whose tap writes
/// the tag through the selection binding. Every style shows every option: a menu or wheel is
/// already open, so each choice is one tap. An option without a tag of the selection's type
/// (SwiftUI ignores it) is shown disabled. Inside a ``ForEach`` an element's id is its tag
/// unless it sets one, as in SwiftUI.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }

    /// The older spelling: the label before the content.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("picker", role: .group, label: label, into: &sink)
        let collector = TagCollector()
        var inner = context
        inner.environment[TagCollectorKey.self] = collector
        let items = inner.renderChildren(of: node.id, content)
        let current = selection.wrappedValue
        var options = NodeSink<Action>(parentID: node.id)
        for item in items {
            let tag = collector.tags[item.id].flatMap { raw in (raw as? SelectionValue).map { (raw: raw, value: $0) } }
            guard let option = makeOption(around: item, pickerID: node.id, tag: tag, isSelected: tag?.value == current, context, &options)
            else { continue }
            node.children.append(option)
        }
        let titles = node.children.map { $0.text ?? "" }
        let selected = node.children.first { $0.properties["selected"] == true }?.text
        node.set("options", .array(titles.map(JSONValue.string)))
        node.set("selection", .optionalString(selected), outline: true)
        let style = context.environment[PickerStyleKey.self]
        node.set("style", .string(style), outline: style != "automatic")
        sink.append(node)
    }

    /// The option button around one node of the content, the content moved under it.
    private func makeOption<Action>(
        around item: RenderedNode<Action>,
        pickerID: String,
        tag: (raw: Any, value: SelectionValue)?,
        isSelected: Bool,
        _ context: ViewContext<Action>,
        _ options: inout NodeSink<Action>
    ) -> RenderedNode<Action>? {
        var base = context.base.forChildren
        if tag == nil { base.environment.isEnabled = false }
        var made: RenderedNode<Action>?
        options.withElementIdentity(tag.map { TagCollector.describe($0.raw) } ?? item.id) { sink in
            made = sink.makeNode(type: "button", role: .button, context: base)
        }
        guard var option = made else { return nil }
        var label = item
        label.moveUnder(from: pickerID, to: option.id)
        option.children = [label]
        option.mergeLabel()
        option.set("style", "pickerOption", outline: true)
        option.set("selected", .bool(isSelected), outline: isSelected)
        if let tag {
            option.set("tag", .string(TagCollector.describe(tag.raw)))
            if option.isEnabled {
                let binding = selection
                option.interactions.tap = InteractionRecorder.dryRun { binding.wrappedValue = tag.value }
            }
        }
        return option
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension RenderedNode {
    /// Gives the node and its descendants the ids they would have under `newParent` instead of
    /// `oldParent` (content rendered once, then wrapped in a node of its own).
    mutating func moveUnder(from oldParent: String, to newParent: String) {
        let prefix = oldParent + "/"
        if id.hasPrefix(prefix) { id = newParent + "/" + id.dropFirst(prefix.count) }
        for index in children.indices { children[index].moveUnder(from: oldParent, to: newParent) }
    }
}
