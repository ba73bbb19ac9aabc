/// A device a screen is drawn for: its size in points, the pixels per point of its screenshots,
/// the insets its hardware and system bars take from the screen (the safe area), and the status
/// bar and home indicator drawn over the screen.
///
/// The page draws the status bar with a fixed time and a full battery, so a screenshot does not
/// change with the clock. The presets are the ones a designer checks first: the current iPhone,
/// the smallest iPhone still sold, and an iPad.
package struct Device: Sendable, Hashable {
    /// The name `--device` takes, e.g. `iphone-15`.
    package let name: String
    package let width: Double
    package let height: Double
    /// Device pixels per point: 3 on an iPhone 15, 2 on an iPhone SE or iPad.
    package let scale: Int
    /// The height of the status bar and of what else the top of the screen holds (the Dynamic
    /// Island): content starts below it.
    package let safeAreaTop: Double
    /// The height kept free for the home indicator; 0 on a device with a home button.
    package let safeAreaBottom: Double
    package let statusBar: StatusBar

    /// How the status bar is laid out, as each kind of screen has it.
    package enum StatusBar: String, Sendable, Hashable {
        /// Time at the left of the Dynamic Island, battery at its right.
        case dynamicIsland
        /// A 20-point bar: carrier at the left, the time centred, battery at the right.
        case classic
        /// An iPad's: the time and date at the left, battery at the right.
        case tablet
    }

    /// Whether the home indicator is drawn: every device without a home button has one.
    package var hasHomeIndicator: Bool { safeAreaBottom > 0 }

    /// The same device with another size in points (its safe areas and bars kept).
    package func resized(width: Double? = nil, height: Double? = nil) -> Device {
        Device(
            name: name, width: max(1, width ?? self.width), height: max(1, height ?? self.height), scale: scale,
            safeAreaTop: safeAreaTop, safeAreaBottom: safeAreaBottom, statusBar: statusBar
        )
    }

    /// iPhone 15 (and 15 Pro, 16): 393 × 852 points at 3x, a 59-point top with the Dynamic Island,
    /// 34 points for the home indicator.
    package static let iPhone15 = Device(
        name: "iphone-15", width: 393, height: 852, scale: 3, safeAreaTop: 59, safeAreaBottom: 34, statusBar: .dynamicIsland
    )
    /// iPhone SE (2nd and 3rd generation): 375 × 667 points at 2x, a 20-point status bar, a home
    /// button and so no bottom inset.
    package static let iPhoneSE = Device(
        name: "iphone-se", width: 375, height: 667, scale: 2, safeAreaTop: 20, safeAreaBottom: 0, statusBar: .classic
    )
    /// iPad (10th generation) in portrait: 820 × 1180 points at 2x, a 24-point status bar, 20
    /// points for the home indicator.
    package static let iPad = Device(
        name: "ipad", width: 820, height: 1180, scale: 2, safeAreaTop: 24, safeAreaBottom: 20, statusBar: .tablet
    )

    /// The presets, in the order help texts and errors list them; the first is the default.
    package static let presets: [Device] = [iPhone15, iPhoneSE, iPad]

    /// The preset called `name`, if there is one.
    package static func named(_ name: String) -> Device? {
        presets.first { $0.name == name }
    }
}
