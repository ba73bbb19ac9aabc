// Alerts and confirmation dialogs go away when any of their buttons is tapped.
extension AlertState: EphemeralState {}
extension ConfirmationDialogState: EphemeralState {}

/// Which presented states go away by themselves.
enum EphemeralStates {
    /// Whether `state` is ephemeral, or is a case of a destination enum whose payload is
    /// (`Destination.State.alert(AlertState<…>)`): TCA clears either after any of its actions.
    static func isEphemeral(_ state: Any) -> Bool {
        if state is any EphemeralState { return true }
        let mirror = Mirror(reflecting: state)
        guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
        return payload is any EphemeralState
    }
}
