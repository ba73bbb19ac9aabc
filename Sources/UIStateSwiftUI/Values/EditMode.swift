// MARK: - EditMode

/// Whether a list is being edited, as SwiftUI's `EditMode`; TCA features keep it in state
/// (`@BindingState var editMode: EditMode = .inactive`) to show reordering and deletion.
public enum EditMode: Hashable, Sendable, Codable {
    /// The list is not being edited.
    case inactive
    /// Editing is on for a moment (a swipe to delete).
    case transient
    /// The list is being edited.
    case active

    /// Whether editing is on, for a moment or until turned off.
    public var isEditing: Bool { self != .inactive }
}
