import Components
import JSON
import Foundation

// MARK: - What controls share

extension ViewContext {
    /// The first text `label` renders: what a control (a toggle, a picker, a stepper) or an
    /// alert's message shows as its title.
    func title(of label: any View, parentID: String) -> String? {
        renderChildren(of: parentID, label).lazy.compactMap { $0.text ?? $0.firstDescendant { $0.text } }.first
    }

    /// Starts the node of a control titled by `label`'s first text, as iOS reads a control with
    /// its label: the title is the node's text, accessibility label and `title`, and a
    /// `.labelsHidden()` around it is shown as `labelsHidden`.
    func makeControl(
        _ type: String,
        role: AccessibilityRole,
        label: any View,
        into sink: inout NodeSink<Action>
    ) -> RenderedNode<Action> {
        var node = sink.makeNode(type: type, role: role, context: base)
        let title = title(of: label, parentID: node.id) ?? ""
        if !title.isEmpty {
            node.text = title
            node.accessibilityLabel = title
        }
        node.set("title", .string(title))
        if environment[LabelsHiddenKey.self] { node.set("labelsHidden", true, outline: true) }
        return node
    }

    /// A button child of a control (a stepper's `+`, a list's refresh control), enabled with the
    /// control while it does something: its tap is `tap`'s steps, `nil` for a button that can
    /// go no further.
    func controlButton(
        id: String,
        text: String,
        label: String,
        style: String,
        tap: @autoclosure () -> [InteractionStep<Action>]?
    ) -> RenderedNode<Action> {
        var inner = base.forChildren
        inner.explicitID = id
        var sink = NodeSink<Action>(parentID: "")
        var node = sink.makeNode(type: "button", role: .button, context: inner)
        node.text = text
        node.accessibilityLabel = label
        node.set("style", .string(style), outline: true)
        node.set("title", .string(text))
        if node.isEnabled {
            node.interactions.tap = tap()
            node.isEnabled = node.interactions.tap != nil
        }
        return node
    }
}

extension AccessibilityRole {
    /// A control whose value is adjusted (a slider, a stepper), as iOS's adjustable trait.
    static let adjustable = AccessibilityRole(rawValue: "adjustable")
    /// A progress indicator.
    static let progressIndicator = AccessibilityRole(rawValue: "progressIndicator")
    /// A link that opens a URL.
    static let link = AccessibilityRole(rawValue: "link")
}

extension JSONValue {
    /// A control's value as the tree shows it: integers as integers, floating-point numbers as
    /// points are, dates in ISO 8601, anything else by its description.
    static func controlValue(_ value: Any) -> JSONValue {
        switch value {
        case let integer as any BinaryInteger: .integer(Int64(clamping: integer))
        case let number as any BinaryFloatingPoint: .points(Double(number))
        case let date as Date: .optionalString(ISO8601Timestamp.string(from: date))
        default: .string(String(describing: value))
        }
    }
}

/// Whether the controls below hide their labels (`.labelsHidden()`).
enum LabelsHiddenKey: EnvironmentKey { static var defaultValue: Bool { false } }
