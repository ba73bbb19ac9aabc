/// Whether a navigation bar's inline title fits between the toolbars beside it, estimated from
/// its characters (the page has no text measurement of its own): a CJK character is about one
/// em wide, any other about 0.55 em. When it does not fit, the leading toolbar's button (the back
/// button of a screen that draws its own) shows only its icon and the title takes the room, as
/// iOS shortens the back button before the title.
enum BarTitleFit {
    static func fits(_ title: String, environment: PageEnvironment, screenWidth: Double) -> Bool {
        let size = Double(min(Font.headlineSemibold17.size(at: environment.dynamicTypeSize), 23))
        let ems = title.unicodeScalars.reduce(0.0) { total, scalar in total + (isWide(scalar) ? 1 : 0.55) }
        // The title has the middle 42 % of the bar: the toolbars beside it take 29 % each.
        return ems * size <= screenWidth * 0.42
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60: true
        default: false
        }
    }
}
