/// A named color of the design system.
///
/// Trees carry the token's name (`"labelNeutral"`), not a raw value, so that a client draws with its
/// own palette and a golden file reads as the design does. ``hex(in:)`` gives the reference value
/// for each color scheme, for clients that have no palette of their own.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The token's name, as written in trees and the catalogue.
    public let name: String
    let light: String
    let dark: String

    /// A color of your own; prefer the named tokens.
    public init(name: String, light: String, dark: String) {
        self.name = name
        self.light = light
        self.dark = dark
    }

    /// The reference value, `#RRGGBB` or `#RRGGBBAA`, in `scheme`.
    public func hex(in scheme: ColorScheme) -> String {
        scheme == .dark ? dark : light
    }

    public var description: String { name }
}

// MARK: - Tokens

extension Color {
    public static let clear = Color(name: "clear", light: "#00000000", dark: "#00000000")
    public static let white = Color(name: "white", light: "#FFFFFF", dark: "#FFFFFF")
    public static let black = Color(name: "black", light: "#000000", dark: "#000000")
    /// Text and icons on neutral surfaces; the button default.
    public static let labelNeutral = Color(name: "labelNeutral", light: "#2E2F33", dark: "#C2C4C8")
    /// Body text.
    public static let labelNormal = Color(name: "labelNormal", light: "#171719", dark: "#F7F7F8")
    /// Secondary text, placeholders.
    public static let labelAlternative = Color(name: "labelAlternative", light: "#37383C9C", dark: "#C2C4C89C")
    public static let primaryNormal = Color(name: "primaryNormal", light: "#0066FF", dark: "#3385FF")
    /// The tint of a button whose interactive effect is off.
    public static let primaryLight1 = Color(name: "primaryLight1", light: "#EAF2FE", dark: "#1A2B4A")
    public static let gray100 = Color(name: "gray100", light: "#F4F4F5", dark: "#2A2A2E")
    public static let gray400 = Color(name: "gray400", light: "#AEB0B6", dark: "#70737C")
    public static let gray = Color(name: "gray", light: "#8E8E93", dark: "#8E8E93")
    public static let red = Color(name: "red", light: "#FF4242", dark: "#FF6363")
    public static let blue = Color(name: "blue", light: "#0066FF", dark: "#3385FF")
    public static let green = Color(name: "green", light: "#00BF40", dark: "#1ED45A")
    /// The brand's own colour: seed 004 tints its profile sheet with `.accentColor(.brandPrimary)`.
    /// The seed never gives its value (an asset-catalogue colour); this green is our choice.
    public static let brandPrimary = Color(name: "brandPrimary", light: "#00A86B", dark: "#2BC48A")
    /// The scrim behind an overlay modal.
    public static let dim = Color(name: "dim", light: "#00000066", dark: "#00000099")

    /// Every token, in the order the catalogue lists them.
    public static let all: [Color] = [
        .clear, .white, .black, .labelNeutral, .labelNormal, .labelAlternative, .primaryNormal,
        .primaryLight1, .gray100, .gray400, .gray, .red, .blue, .green, .brandPrimary, .dim,
    ]

    /// The token named `name`, if there is one.
    public static func named(_ name: String) -> Color? {
        all.first { $0.name == name }
    }
}
