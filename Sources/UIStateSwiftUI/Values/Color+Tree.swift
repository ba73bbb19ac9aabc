import Components
public import JSON

extension Color {
    /// The color as a tree writes it: a design token where SwiftUI's color is one (`clear`,
    /// `primary` as `labelNormal`), else `#RRGGBB` / `#RRGGBBAA` in `scheme` (Apple's system
    /// colors for the named ones), which the HTML renderer draws as given.
    public func treeValue(in scheme: ColorScheme) -> JSONValue {
        if let name, let (base, opacity) = Self.baseAndOpacity(name),
            case .string(let hex) = Color(systemName: base).treeValue(in: scheme), hex.hasPrefix("#"), hex.count == 7
        {
            return .string(hex + String(format: "%02X", Int((opacity.clamped * 255).rounded())))
        }
        if let name, let token = Self.tokens[name] { return .string(token) }
        if let name, let pair = Self.systemColors[name] { return .string(scheme == .dark ? pair.dark : pair.light) }
        // A plain name of no system color is an asset catalog's, which a host does not have.
        if let name, !name.contains("."), let gray = Self.systemColors["gray"] { return .string(gray.light) }
        let rgba = components ?? [0, 0, 0, 1]
        let bytes = rgba.map { String(format: "%02X", Int(($0.clamped * 255).rounded())) }
        return .string("#" + bytes.prefix(3).joined() + (rgba.count > 3 && rgba[3] < 1 ? bytes[3] : ""))
    }

    /// `blue.opacity(0.2)`, as `opacity(_:)` names a named color, split into `blue` and 0.2.
    private static func baseAndOpacity(_ name: String) -> (String, Double)? {
        guard name.hasSuffix(")"), let open = name.range(of: ".opacity(") else { return nil }
        let value = name[open.upperBound..<name.index(before: name.endIndex)]
        guard let opacity = Double(value) else { return nil }
        return (String(name[..<open.lowerBound]), opacity)
    }

    private static let tokens = [
        "clear": "clear", "primary": "labelNormal", "secondary": "labelAlternative", "accentColor": "primaryNormal",
    ]

    /// Apple's system colors (iOS), light and dark.
    private static let systemColors: [String: (light: String, dark: String)] = [
        "red": ("#FF3B30", "#FF453A"), "orange": ("#FF9500", "#FF9F0A"), "yellow": ("#FFCC00", "#FFD60A"),
        "green": ("#34C759", "#30D158"), "mint": ("#00C7BE", "#63E6E2"), "teal": ("#30B0C7", "#40C8E0"),
        "cyan": ("#32ADE6", "#64D2FF"), "blue": ("#007AFF", "#0A84FF"), "indigo": ("#5856D6", "#5E5CE6"),
        "purple": ("#AF52DE", "#BF5AF2"), "pink": ("#FF2D55", "#FF375F"), "brown": ("#A2845E", "#AC8E68"),
        "gray": ("#8E8E93", "#8E8E93"), "white": ("#FFFFFF", "#FFFFFF"), "black": ("#000000", "#000000"),
    ]
}

extension Double {
    fileprivate var clamped: Double { Swift.min(1, Swift.max(0, self)) }
}
