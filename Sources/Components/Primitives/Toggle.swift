/// A switch bound to a Boolean in state; a tap sends the action for the flipped value.
///
/// Defaults: tint ``Color/primaryNormal``, enabled.
///
/// ```swift
/// Toggle("알림 받기", isOn: state.notifies, onChange: { .notificationsToggled($0) })
/// ```
public struct Toggle<Action>: Component, ChainedModifying {
    let title: String
    let isOn: Bool
    let onChange: @Sendable (Bool) -> Action
    private var tint: Color = .primaryNormal
    private var isDisabled = false

    public init(_ title: String, isOn: Bool, onChange: @escaping @Sendable (Bool) -> Action) {
        self.title = title
        self.isOn = isOn
        self.onChange = onChange
    }

    /// The color of the switch when on.
    public consuming func tint(_ color: Color) -> Self { copy { $0.tint = color } }
    /// Refuses taps; keeps the chain on `Toggle`.
    public consuming func disabled(_ isDisabled: Bool = true) -> Self { copy { $0.isDisabled = isDisabled } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "toggle", role: .toggle, context: context)
        node.isEnabled = node.isEnabled && !isDisabled
        node.text = title
        node.accessibilityLabel = title
        node.set("title", .string(title))
        node.set("isOn", .bool(isOn), outline: true)
        node.set("tint", tint.json, outline: tint != .primaryNormal)
        node.interactions.tap = [.action(onChange(!isOn))]
        sink.append(node)
    }
}
