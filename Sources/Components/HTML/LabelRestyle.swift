/// How the control or container around a label redraws it, as iOS does, where the tree records
/// only the label's own values: a navigation link in a list shows its label in the primary colour
/// rather than the tint, a prominent button in white on the tint, a section header in small grey
/// capitals, an alert's cancel button in semibold.
///
/// It applies to the texts and images drawn while it is set (``NodeRenderer/restyling(_:_:)``).
struct LabelRestyle {
    /// Tree colours (a token name or `#RRGGBB`) to draw as other CSS colours.
    var colors: [String: String] = [:]
    /// Replaces SwiftUI's default font (`body`): its size at the large text size and its weight.
    var bodyFont: (size: Int, weight: Font.Weight)?
    /// Replaces every text's weight.
    var weight: Font.Weight?
    var uppercase = false

    /// What a section header or footer does to its texts: footnote size in the secondary colour,
    /// headers in capitals.
    static func sectionCaption(uppercase: Bool) -> LabelRestyle {
        LabelRestyle(colors: ["labelNormal": "var(--page-secondaryLabel)"], bodyFont: (13, .regular), uppercase: uppercase)
    }

    /// The CSS colour for the tree colour `name`.
    func css(_ name: String) -> String {
        colors[name] ?? Palette.css(name)
    }
}
