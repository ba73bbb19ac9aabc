import Components

// MARK: - Font

/// A text style, as SwiftUI's: `.largeTitle` … `.caption2`, or `.system(size:weight:)`.
///
/// Trees show it as uistate's fonts do (`{"name": "headline", "size": 17, "weight":
/// "semibold"}`), its size scaled with dynamic type by the same table.
public struct Font: Hashable, Sendable {
    let name: String
    let size: Double
    var weight: Weight
    var isItalic = false
    var isMonospacedDigit = false

    public static let largeTitle = Font(name: "largeTitle", size: 34, weight: .regular)
    public static let title = Font(name: "title", size: 28, weight: .regular)
    public static let title2 = Font(name: "title2", size: 22, weight: .regular)
    public static let title3 = Font(name: "title3", size: 20, weight: .regular)
    public static let headline = Font(name: "headline", size: 17, weight: .semibold)
    public static let subheadline = Font(name: "subheadline", size: 15, weight: .regular)
    public static let body = Font(name: "body", size: 17, weight: .regular)
    public static let callout = Font(name: "callout", size: 16, weight: .regular)
    public static let footnote = Font(name: "footnote", size: 13, weight: .regular)
    public static let caption = Font(name: "caption", size: 12, weight: .regular)
    public static let caption2 = Font(name: "caption2", size: 11, weight: .regular)

    /// A system font of `size` points.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(name: "system", size: size, weight: weight)
    }

    /// A text style in another design (monospaced, rounded …), which a headless host draws alike.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = style.font
        if let weight { font.weight = weight }
        return font
    }

    public func weight(_ weight: Weight) -> Font { var font = self; font.weight = weight; return font }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var font = self; font.isItalic = true; return font }
    public func monospacedDigit() -> Font { var font = self; font.isMonospacedDigit = true; return font }
    public func monospaced() -> Font { self }

    /// A font's weight, as SwiftUI's.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")

        /// The nearest of the weights the component layer draws.
        var componentWeight: Components.Font.Weight {
            switch name {
            case "medium": .medium
            case "semibold": .semibold
            case "bold", "heavy", "black": .bold
            default: .regular
            }
        }
    }

    /// A font's design, as SwiftUI's; a headless host draws them alike.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The named text styles, as SwiftUI's.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var font: Font {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The component layer's font, which scales `size` with dynamic type.
    var component: Components.Font {
        Components.Font(name: name, baseSize: Int(size.rounded()), weight: weight.componentWeight)
    }
}
