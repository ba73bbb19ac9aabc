package import Components
import JSON

// MARK: - Button

/// A control that runs a closure when tapped, as SwiftUI's: `Button("Save") { … }`,
/// `Button(action: …) { Label(…) }`, `Button("Delete", role: .destructive) { … }`.
///
/// The node is a `button` with `"style": "plain"` and its label as children, read as one element
/// with the label (the button takes the label's first text). What a tap does is learned by
/// running the closure while rendering, with stores and `@State` recording (see
/// ``InteractionRecorder``): the node's tap lists the actions the closure sends, and a tap sends
/// them.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "button", role: .button, context: context.base)
        node.set("style", "plain", outline: true)
        if let role { node.set("role", .string(role.rawValue), outline: true) }
        if let style = context.environment[ButtonStyleKey.self] { node.set("buttonStyle", .string(style), outline: true) }
        var labelContext = context
        if labelContext.environment.foregroundColor == nil {
            labelContext.environment.foregroundColor = role == .destructive ? .red : (context.environment.tint ?? .accentColor)
        }
        if let style = context.environment[CustomButtonStyleKey.self] {
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(content: AnyView(label)), isPressed: false, role: role)
            node.children = labelContext.renderChildren(of: node.id, style(configuration))
        } else {
            node.children = labelContext.renderChildren(of: node.id, label)
        }
        node.mergeLabel()
        if node.isEnabled { node.interactions.tap = InteractionRecorder.dryRun(action) }
        sink.append(node)
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, as SwiftUI's: shown as the node's `role`.
public struct ButtonRole: Hashable, Sendable {
    let rawValue: String
    public static let destructive = ButtonRole(rawValue: "destructive")
    public static let cancel = ButtonRole(rawValue: "cancel")
}

enum ButtonStyleKey: EnvironmentKey { static var defaultValue: String? { nil } }
