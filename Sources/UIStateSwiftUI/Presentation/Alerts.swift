package import Components
import JSON

/// An alert or confirmation dialog while a binding is true: an `alert` node (its `style` says
/// which) with the title, the message and the buttons the actions block makes. A button's tap
/// runs its closure, then dismisses (sets the binding false), as SwiftUI's does.
package struct AlertModifier: NodeModifier {
    let style: String
    let title: String
    let isPresented: Binding<Bool>
    let actions: any View
    let message: (any View)?
    /// False where a button's own action ends the presentation (a TCA alert's state goes away
    /// with the button's action), so the tap sends nothing more.
    var dismissesAfterButtons = true

    init(style: String, title: String, isPresented: Binding<Bool>, actions: any View, message: (any View)?) {
        self.style = style
        self.title = title
        self.isPresented = isPresented
        self.actions = actions
        self.message = message
    }

    /// An alert (`style` "alert") or confirmation dialog whose buttons end it themselves.
    package init(style: String, title: String, message: String?, dismiss: @escaping () -> Void, buttons: any View) {
        self.init(
            style: style, title: title, isPresented: Binding(get: { true }, set: { if !$0 { dismiss() } }),
            actions: buttons, message: message.map { Text(verbatim: $0) })
        dismissesAfterButtons = false
    }

    package func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        guard isPresented.wrappedValue else { return }
        let binding = isPresented
        let dismissSteps: [InteractionStep<Action>] = InteractionRecorder.dryRun { binding.wrappedValue = false }
        let messageText = message.flatMap { view in
            context.renderChildren(of: "", view).lazy.compactMap { $0.text ?? $0.firstDescendant(\.text) }.first
        }
        node.attach(type: "alert", role: .alert, context: context.base.forChildren) { alert in
            alert.isPresentation = true
            alert.text = title
            alert.accessibilityLabel = title
            alert.set("title", .string(title))
            alert.set("message", .optionalString(messageText), outline: messageText != nil)
            if style != "alert" { alert.set("style", .string(style), outline: true) }
            if dismissSteps.count == 1, case .action(let action) = dismissSteps[0] { alert.interactions.dismiss = action }
            var buttons = context.forChildren.renderChildren(of: alert.id, actions)
            if buttons.isEmpty {
                // SwiftUI's default: one OK button that only dismisses.
                var ok = RenderedNode<Action>(
                    id: alert.id + "/button.0", type: "button", role: .button,
                    isEnabled: alert.isEnabled, isHidden: alert.isHidden)
                ok.text = "OK"
                ok.accessibilityLabel = "OK"
                ok.set("style", "plain", outline: true)
                ok.interactions.tap = []
                buttons = [ok]
            }
            for index in buttons.indices where buttons[index].type == "button" && dismissesAfterButtons {
                buttons[index].interactions.tap = (buttons[index].interactions.tap ?? []) + dismissSteps
            }
            alert.children = buttons
        }
    }
}

extension View {
    /// Shows an alert while `isPresented` is true, with the buttons `actions` makes.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier(style: "alert", title: titleKey.key, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Shows an alert with a message while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(style: "alert", title: titleKey.key, isPresented: isPresented, actions: actions(), message: message()))
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(
        _ title: S,
        isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier(style: "alert", title: String(title), isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Shows a confirmation dialog while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier(
            style: "confirmationDialog", title: titleKey.key, isPresented: isPresented, actions: actions(), message: nil))
    }

    /// Shows a confirmation dialog with a message while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey,
        isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier(
            style: "confirmationDialog", title: titleKey.key, isPresented: isPresented, actions: actions(), message: message()))
    }
}

/// Whether something is shown, as SwiftUI's.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}
