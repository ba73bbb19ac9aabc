// MARK: - ButtonStateRole

/// What a button in an alert or dialog means, which decides how it is drawn and placed.
///
/// On the wire it is its name: `"cancel"` or `"destructive"`.
public enum ButtonStateRole: String, Codable, Hashable, Sendable, CaseIterable {
    /// Dismisses without doing anything; a dialog shows it apart from the others.
    case cancel
    /// Deletes or discards something; drawn in a warning style.
    case destructive
}
