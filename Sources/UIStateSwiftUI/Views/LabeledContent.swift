package import Components
public import Foundation
import JSON

// MARK: - LabeledContent

/// A value with a label, as a form's row shows it, as SwiftUI's: `LabeledContent("Version",
/// value: "1.2")`, `LabeledContent("Age", value: age, format: .number)`, or any content with a
/// label.
///
/// The node is a `labeledContent` with its `title` (the label's text, also its text and
/// accessibility label) and `value` (the content's first text); its children are the content's
/// nodes, so a control given as content stays reachable.
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("labeledContent", role: .group, label: label, into: &sink)
        node.children = context.renderChildren(of: node.id, content)
        let value = node.children.lazy.compactMap { $0.text ?? $0.firstDescendant { $0.text } }.first
        node.set("value", .optionalString(value), outline: value != nil)
        sink.append(node)
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A value shown in `format` (`.number`, `.dateTime` …).
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
