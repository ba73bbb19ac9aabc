public import UIStateSwiftUI

// MARK: - Alerts and dialogs of a store

extension View {
    /// Shows the store's alert while its state is there, as TCA's `.alert(store:)`: a button sends
    /// `.presented(action)` (its own action; the presentation reducer then clears the state) or,
    /// without one, `.dismiss`; dismissing sends `.dismiss`.
    public func alert<ButtonAction: Sendable>(
        store: Store<PresentationState<AlertState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        alert(store: store, state: { $0 }, action: { $0 })
    }

    /// Shows the alert case of a destination enum, as TCA's `.alert(store:state:action:)`:
    /// `state: /Destination.State.alert, action: Destination.Action.alert`.
    public func alert<State, Action, ButtonAction: Sendable>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> AlertState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ alertAction: ButtonAction) -> Action
    ) -> some View {
        let alert = store.currentState.wrappedValue.flatMap(toDestinationState)
        return modifier(DialogOfStore(style: "alert", dialog: alert?.content, store: store.buttons(action: fromDestinationAction)))
    }

    /// Shows the store's confirmation dialog while its state is there, as TCA's
    /// `.confirmationDialog(store:)`.
    public func confirmationDialog<ButtonAction: Sendable>(
        store: Store<PresentationState<ConfirmationDialogState<ButtonAction>>, PresentationAction<ButtonAction>>
    ) -> some View {
        confirmationDialog(store: store, state: { $0 }, action: { $0 })
    }

    /// Shows the confirmation dialog case of a destination enum, as TCA's
    /// `.confirmationDialog(store:state:action:)`.
    public func confirmationDialog<State, Action, ButtonAction: Sendable>(
        store: Store<PresentationState<State>, PresentationAction<Action>>,
        state toDestinationState: @escaping (_ state: State) -> ConfirmationDialogState<ButtonAction>?,
        action fromDestinationAction: @escaping (_ dialogAction: ButtonAction) -> Action
    ) -> some View {
        let dialog = store.currentState.wrappedValue.flatMap(toDestinationState)
        return modifier(DialogOfStore(
            style: "confirmationDialog", dialog: dialog?.content, store: store.buttons(action: fromDestinationAction)))
    }
}

extension Store {
    /// A presentation store whose button actions are embedded into its own presented actions.
    fileprivate func buttons<Presented, ButtonAction>(
        action fromButtonAction: @escaping (ButtonAction) -> Presented
    ) -> Store<State, PresentationAction<ButtonAction>> where Action == PresentationAction<Presented> {
        scope(state: { $0 }, action: { (action: PresentationAction<ButtonAction>) in
            switch action {
            case .presented(let buttonAction): .presented(fromButtonAction(buttonAction))
            case .dismiss: .dismiss
            }
        })
    }
}

/// An alert or dialog of a presentation store, drawn by UIStateSwiftUI's alert; nothing while
/// `dialog` is `nil`.
struct DialogOfStore<State, ButtonAction: Sendable>: ViewModifier {
    let style: String
    let dialog: DialogContent<ButtonAction>?
    let store: Store<State, PresentationAction<ButtonAction>>

    func body(content: Content) -> some View {
        if let dialog {
            content.modifier(AlertModifier(
                style: style, title: String(state: dialog.title), message: Self.text(of: dialog.message),
                dismiss: { store.send(.dismiss) },
                buttons: ForEach(Array(dialog.buttons.enumerated()), id: \.offset) { _, button in
                    Button(String(state: button.label), role: button.role.map(ButtonRole.init)) {
                        if let action = button.action.action { store.send(.presented(action)) } else { store.send(.dismiss) }
                    }
                }))
        } else {
            content
        }
    }

    // Not a closure in `body`: Swift 6 checks at run time that a main-actor closure passed to a
    // non-escaping parameter (`Optional.map`'s) runs on the main actor, and a host renders on a
    // store's queue, where that check traps.
    private static func text(of message: TextState?) -> String? {
        guard let message else { return nil }
        return String(state: message)
    }
}

extension ButtonRole {
    init(_ role: ButtonStateRole) {
        self = role == .destructive ? .destructive : .cancel
    }
}
