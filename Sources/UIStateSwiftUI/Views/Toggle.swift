package import Components
import JSON

// MARK: - Toggle

/// A switch bound to a Boolean, as SwiftUI's: `Toggle("Notifications", isOn: $isOn)`.
///
/// The node is a `toggle` like uistate's own; a tap writes the flipped value through the binding
/// (sending whatever the binding sends).
public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        var node = context.makeControl("toggle", role: .toggle, label: label, into: &sink)
        let value = isOn.wrappedValue
        node.set("isOn", .bool(value), outline: true)
        let tint = context.environment.tint
        node.set("tint", tint?.treeValue(in: context.environment.colorScheme) ?? Color.green.treeValue(in: context.environment.colorScheme), outline: tint != nil)
        if let style = context.environment[ToggleStyleKey.self] { node.set("toggleStyle", .string(style), outline: true) }
        if node.isEnabled {
            let binding = isOn
            node.interactions.tap = InteractionRecorder.dryRun { binding.wrappedValue = !value }
        }
        sink.append(node)
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
