/// The user's preferred text size, in the platform's order, smallest first.
///
/// ``bodySize`` is the body font's point size at each size (Apple's table, as `docs/decisions.md` fixes
/// it); ``Font`` scales every text style by `bodySize / 17`.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The body font's point size at this size.
    public var bodySize: Int {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// Whether this is one of the accessibility sizes, where layouts usually change (one grid
    /// column, a sheet instead of a card).
    public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int {
        Self.allCases.firstIndex(of: self) ?? 0
    }
}
