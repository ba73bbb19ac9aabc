// MARK: - The UIKit values SwiftUI code reaches

/// A color of UIKit, as `Color(.systemBackground)` reads it: SwiftUI on iOS re-exports UIKit, so
/// view code names its system colors without importing it. Only the semantic colors views use
/// are here, each as its light-mode gray (a `Color` of components has one value; the dark value
/// is noted beside it for when colors learn schemes).
public struct UIColor: Hashable, Sendable {
    let color: Color

    private init(_ light: Double, _ dark: Double, opacity: Double = 1) {
        color = Color(white: light, opacity: opacity)
    }

    public static let systemBackground = UIColor(1, 0)
    public static let secondarySystemBackground = UIColor(0.949, 0.11)
    public static let tertiarySystemBackground = UIColor(1, 0.17)
    public static let systemGroupedBackground = UIColor(0.949, 0)
    public static let secondarySystemGroupedBackground = UIColor(1, 0.11)
    public static let label = UIColor(0, 1)
    public static let secondaryLabel = UIColor(0.24, 0.92, opacity: 0.6)
    public static let separator = UIColor(0.24, 0.33, opacity: 0.29)
    public static let systemGray = UIColor(0.557, 0.557)
    public static let systemGray2 = UIColor(0.682, 0.388)
    public static let systemGray3 = UIColor(0.78, 0.282)
    public static let systemGray4 = UIColor(0.82, 0.227)
    public static let systemGray5 = UIColor(0.898, 0.173)
    public static let systemGray6 = UIColor(0.949, 0.11)
}

extension Color {
    /// A color of UIKit.
    public init(_ color: UIColor) {
        self = color.color
    }

    public init(uiColor color: UIColor) {
        self = color.color
    }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
}
