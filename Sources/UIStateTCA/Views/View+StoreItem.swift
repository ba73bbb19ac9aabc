public import UIStateSwiftUI

// MARK: - Alerts and dialogs of a store binding

extension View {
    /// Shows the alert of the bound store while there is one, as TCA 1.7's
    /// `.alert($store.scope(state: \.alert, action: \.alert))`: a button sends its action to the
    /// store (`.alert(.presented(action))`) or, without one, dismisses; dismissing sets the
    /// binding `nil`, which sends `.dismiss`.
    public func alert<ButtonAction: Sendable>(_ item: Binding<Store<AlertState<ButtonAction>, ButtonAction>?>) -> some View {
        let store = item.wrappedValue
        return modifier(DialogOfStore(style: "alert", dialog: store?.currentState.content, store: Store<Void, PresentationAction<ButtonAction>>.presenting(item)))
    }

    /// Shows the confirmation dialog of the bound store while there is one, as TCA 1.7's
    /// `.confirmationDialog($store.scope(state: \.dialog, action: \.dialog))`.
    public func confirmationDialog<ButtonAction: Sendable>(
        _ item: Binding<Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?>
    ) -> some View {
        let store = item.wrappedValue
        return modifier(DialogOfStore(style: "confirmationDialog", dialog: store?.currentState.content, store: Store<Void, PresentationAction<ButtonAction>>.presenting(item)))
    }
}

extension Store where State == Void {
    /// The presentation store a dialog's buttons send to: `.presented(action)` goes to the bound
    /// store, `.dismiss` sets the binding `nil`.
    fileprivate static func presenting<Child, ButtonAction>(
        _ item: Binding<Store<Child, ButtonAction>?>
    ) -> Store<Void, PresentationAction<ButtonAction>> where Action == PresentationAction<ButtonAction> {
        let child = item.wrappedValue
        return Store(read: {}, send: { action in
            switch action {
            case .presented(let buttonAction): child?.send(buttonAction)
            case .dismiss: item.wrappedValue = nil
            }
        })
    }
}
