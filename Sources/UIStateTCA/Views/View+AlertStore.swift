public import UIStateSwiftUI

// MARK: - Alerts and dialogs of a store

extension View {
    /// Shows the store's alert while its state is there, as TCA's `.alert(store:)`: a button sends
    /// `.presented(action)` (its own action; the presentation reducer then clears the state) or,
    /// without one, `.dismiss`; dismissing sends `.dismiss`.
    public func alert<ButtonAction: Sendable>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        let alert = store.currentState.wrappedValue
        return modifier(DialogOfStore(
            style: "alert", title: alert.map { String(state: $0.title) }, message: alert?.message.map { String(state: $0) },
            buttons: alert?.buttons ?? [], store: store))
    }

    /// Shows the store's confirmation dialog while its state is there, as TCA's
    /// `.confirmationDialog(store:)`.
    public func confirmationDialog<ButtonAction: Sendable>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        let dialog = store.currentState.wrappedValue
        return modifier(DialogOfStore(
            style: "confirmationDialog", title: dialog.map { String(state: $0.title) },
            message: dialog?.message.map { String(state: $0) }, buttons: dialog?.buttons ?? [], store: store))
    }
}

/// An alert or dialog of a presentation store, drawn by UIStateSwiftUI's alert.
struct DialogOfStore<State, ButtonAction: Sendable>: ViewModifier {
    let style: String
    let title: String?
    let message: String?
    let buttons: [ButtonState<ButtonAction>]
    let store: Store<State, PresentationAction<ButtonAction>>

    func body(content: Content) -> some View {
        if let title {
            content.modifier(AlertModifier(
                style: style, title: title, message: message, dismiss: { store.send(.dismiss) },
                buttons: ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
                    Button(String(state: button.label), role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { store.send(.presented(action)) } else { store.send(.dismiss) }
                    }
                }))
        } else {
            content
        }
    }
}

extension ButtonRole {
    init(_ role: ButtonStateRole) {
        self = role == .destructive ? .destructive : .cancel
    }
}
