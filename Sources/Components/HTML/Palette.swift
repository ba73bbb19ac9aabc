
/// The colour tokens as CSS custom properties, for one colour scheme.
///
/// Trees carry token names (`"primaryNormal"`), so the page defines every token of
/// ``Components/Color`` once, in the scheme the tree was rendered with, and elements refer to
/// them (`var(--color-primaryNormal)`). A name this module does not know renders magenta, so a
/// missing token is seen rather than silently drawn in a plausible colour.
enum Palette {
    /// Shown for colour names that are neither a token nor a `#RRGGBB`/`#RRGGBBAA` value.
    static let unknownColor = "#FF00FF"

    /// The CSS value for the colour `name`.
    static func css(_ name: String?) -> String {
        guard let name else { return "transparent" }
        if Color.named(name) != nil { return "var(--color-" + name + ")" }
        if isHexColor(name) { return name }
        return unknownColor
    }

    /// `--color-NAME:#HEX;` for every token, then the page's own surfaces, in `scheme`.
    static func customProperties(_ scheme: ColorScheme) -> String {
        var lines: [String] = []
        for color in Color.all {
            lines.append("--color-" + color.name + ":" + color.hex(in: scheme) + ";")
        }
        let surfaces: [(String, light: String, dark: String)] = [
            ("screen", "#FFFFFF", "#000000"),
            ("surface", "#FFFFFF", "#1C1C1E"),
            ("bar", "#F9F9F9F0", "#1C1C1EF0"),
            ("sheetDim", "#00000033", "#00000066"),
            ("track", "#E9E9EB", "#39393D"),
            ("frame", "#E5E5EA", "#2C2C2E"),
            // iOS's tertiary fill: what shows a clear button's tap target.
            ("fill", "#7878801F", "#7676803D"),
            // iOS's system colours for what the SwiftUI layer's screens draw around their content.
            ("grouped", "#F2F2F7", "#000000"),
            ("cell", "#FFFFFF", "#1C1C1E"),
            ("separator", "#3C3C4336", "#54545899"),
            ("secondaryLabel", "#3C3C4399", "#EBEBF599"),
            ("tertiaryLabel", "#3C3C434D", "#EBEBF54D"),
            ("destructive", "#FF3B30", "#FF453A"),
            ("dialog", "#F9F9F9F2", "#252527F2"),
            ("dialogCancel", "#FFFFFF", "#2C2C2E"),
        ]
        for (name, light, dark) in surfaces {
            lines.append("--page-" + name + ":" + (scheme == .dark ? dark : light) + ";")
        }
        return lines.joined()
    }

    private static func isHexColor(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8 else { return false }
        return digits.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
        }
    }
}
