/// A button of an ``Alert``.
///
/// A tap sends the button's action, if it has one, then the alert's dismiss action — as a platform
/// alert runs the button and then clears its binding.
public struct AlertButton<Action> {
    /// How the platform styles and orders the button.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case `default`, cancel, destructive
    }

    public let title: String
    public let role: Role
    public let action: Action?

    /// A plain button.
    public static func `default`(_ title: String, action: Action? = nil) -> Self {
        Self(title: title, role: .default, action: action)
    }

    /// The cancel button; titled "Cancel" unless given.
    public static func cancel(_ title: String = "Cancel", action: Action? = nil) -> Self {
        Self(title: title, role: .cancel, action: action)
    }

    /// A button for a destructive choice.
    public static func destructive(_ title: String, action: Action? = nil) -> Self {
        Self(title: title, role: .destructive, action: action)
    }
}

extension AlertButton: Sendable where Action: Sendable {}
