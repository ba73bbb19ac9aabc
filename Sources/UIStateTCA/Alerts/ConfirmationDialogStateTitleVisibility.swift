// MARK: - ConfirmationDialogStateTitleVisibility

/// Whether a confirmation dialog shows its title (SwiftUI's `Visibility`, which a headless host
/// cannot name). On the wire it is its name: `"automatic"`, `"hidden"` or `"visible"`.
public enum ConfirmationDialogStateTitleVisibility: String, Codable, Hashable, Sendable {
    /// As the platform decides.
    case automatic
    /// Never shown.
    case hidden
    /// Always shown.
    case visible
}
