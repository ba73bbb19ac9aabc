/// What an alert says: a title, an optional message and its buttons.
///
/// A value, so a feature can keep its alerts as typed contexts and put one in state:
///
/// ```swift
/// enum AlertContext {
///     static func serverError<A>() -> Alert<A> {
///         Alert(title: "Server Error", message: "Unable to get the number of people …", buttons: [.default("Ok")])
///     }
/// }
/// content.alert(state.alert, onDismiss: .alertDismissed)
/// ```
///
/// Default: with no buttons the alert shows one "OK" button.
public struct Alert<Action> {
    public let title: String
    public let message: String?
    public let buttons: [AlertButton<Action>]

    public init(title: String, message: String? = nil, buttons: [AlertButton<Action>] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [.default("OK")] : buttons
    }
}

extension Alert: Sendable where Action: Sendable {}

extension Component {
    /// Shows `alert` while it is not `nil`.
    ///
    /// The alert node (type `alert`) holds its buttons as `button` children; `onDismiss` is sent
    /// after any button's action, and by the `dismiss` interaction.
    public func alert(_ alert: Alert<Action>?, onDismiss: Action) -> ModifiedComponent<Self> {
        guard let alert else { return modified() }
        return modified(finish: { node, context in
            node.attach(type: "alert", role: .alert, context: context.forChildren) { alertNode in
                alertNode.isPresentation = true
                alertNode.text = alert.title
                alertNode.accessibilityLabel = alert.title
                alertNode.set("title", .string(alert.title))
                alertNode.set("message", .optionalString(alert.message), outline: alert.message != nil)
                alertNode.interactions.dismiss = onDismiss
                alertNode.children = alert.buttons.enumerated().map { position, button in
                    var buttonNode = RenderedNode<Action>(
                        id: alertNode.id + "/button.\(position)",
                        type: "button",
                        role: .button,
                        isEnabled: alertNode.isEnabled,
                        isHidden: alertNode.isHidden
                    )
                    buttonNode.text = button.title
                    buttonNode.accessibilityLabel = button.title
                    buttonNode.set("layout", .string(ButtonLayout.titleOnly.rawValue))
                    buttonNode.set("title", .string(button.title))
                    buttonNode.set("buttonRole", .string(button.role.rawValue), outline: true)
                    buttonNode.interactions.tap = (button.action.map { [.action($0)] } ?? []) + [.action(onDismiss)]
                    return buttonNode
                }
            }
        })
    }
}
