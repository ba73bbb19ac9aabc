public import Foundation

// MARK: - Color

/// A color, as SwiftUI's: the named system colors and colors from components. TCA features keep
/// colors in state (an animation case study steps through them), so they must compare and
/// encode; a headless host reads them as the names and components they are made of.
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The system color's name (`"red"`), or `nil` for one made of components.
    public let name: String?
    /// Red, green, blue and opacity in 0…1, for a color made of components.
    public let components: [Double]?

    /// The system color named `name` (`"blue"`), for a tree to resolve a derived name's base.
    init(systemName name: String) {
        self.init(name: name)
    }

    private init(name: String) {
        self.name = name
        self.components = nil
    }

    /// A color of red, green and blue in 0…1, fully opaque unless `opacity` says otherwise.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = nil
        self.components = [red, green, blue, opacity]
    }

    /// A color of the app's asset catalog, by name (`Color("bubblegum")`), as SwiftUI's. A host
    /// has no asset catalog: the color keeps its name, and draws as the system color of that
    /// name if there is one (`Color("orange")`), else as system gray.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    /// A gray of `white` in 0…1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public static let black = Color(name: "black")
    public static let blue = Color(name: "blue")
    public static let brown = Color(name: "brown")
    public static let clear = Color(name: "clear")
    public static let cyan = Color(name: "cyan")
    public static let gray = Color(name: "gray")
    public static let green = Color(name: "green")
    public static let indigo = Color(name: "indigo")
    public static let mint = Color(name: "mint")
    public static let orange = Color(name: "orange")
    public static let pink = Color(name: "pink")
    public static let purple = Color(name: "purple")
    public static let red = Color(name: "red")
    public static let teal = Color(name: "teal")
    public static let white = Color(name: "white")
    public static let yellow = Color(name: "yellow")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    /// The same color at `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        if let components, components.count == 4 {
            return Color(red: components[0], green: components[1], blue: components[2], opacity: opacity)
        }
        return Color(name: "\(name ?? "color").opacity(\(opacity))")
    }

    public var description: String {
        if let name { return name }
        return "Color(" + (components ?? []).map { String($0) }.joined(separator: ", ") + ")"
    }
}
