/// What a node is to assistive technology, and the `role` a selector matches.
///
/// An open set of names (a struct, not an enum) so that a feature's custom piece can declare a role
/// this module does not know.
public struct AccessibilityRole: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static let none = AccessibilityRole(rawValue: "none")
    public static let group = AccessibilityRole(rawValue: "group")
    public static let text = AccessibilityRole(rawValue: "text")
    public static let image = AccessibilityRole(rawValue: "image")
    public static let button = AccessibilityRole(rawValue: "button")
    public static let textField = AccessibilityRole(rawValue: "textField")
    public static let toggle = AccessibilityRole(rawValue: "toggle")
    public static let list = AccessibilityRole(rawValue: "list")
    public static let grid = AccessibilityRole(rawValue: "grid")
    public static let separator = AccessibilityRole(rawValue: "separator")
    public static let status = AccessibilityRole(rawValue: "status")
    public static let alert = AccessibilityRole(rawValue: "alert")
    public static let dialog = AccessibilityRole(rawValue: "dialog")
    public static let toolbar = AccessibilityRole(rawValue: "toolbar")
    public static let screen = AccessibilityRole(rawValue: "screen")
}
