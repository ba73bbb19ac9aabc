// Alerts and confirmation dialogs go away when any of their buttons is tapped.
extension AlertState: EphemeralState {}
extension ConfirmationDialogState: EphemeralState {}
