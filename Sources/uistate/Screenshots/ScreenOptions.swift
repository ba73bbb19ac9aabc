import Components

/// The screen `render` and `gallery` draw on, from `--device`, `--width`, `--height` and
/// `--scale`: a device preset (the iPhone 15 unless another is named), resized by `--width` and
/// `--height` when they are given too; with only `--width` or `--height`, a bare screen of that
/// size (no status bar, no safe areas, scale 1), as before devices existed. `--scale` sets the
/// pixels per point of a PNG either way.
struct ScreenOptions {
    private var device: Device?
    private var width: Int?
    private var height: Int?
    private var scale: Int?
    /// Whether `--scale` is taken: only where a PNG is written.
    private let takesScale: Bool

    init(takesScale: Bool) {
        self.takesScale = takesScale
    }

    /// The help text's lines for the options, indented as the commands' are.
    static func help(scale: Bool) -> String {
        scale ? sizeHelp + "\n" + scaleHelp : sizeHelp
    }

    private static let sizeHelp = """
          --device NAME      The device the screen is drawn for: its size, safe areas, status bar
                             and home indicator; one of \(Device.presets.map(\.name).joined(separator: ", "))
                             (default \(Device.presets[0].name): \(describe(Device.presets[0]))).
          --width N          The screen's width in points; with --device it resizes the device,
                             alone it draws a bare screen (no bars, scale 1; height default 844).
          --height N         The screen's height in points, likewise (bare width default 390).
        """

    private static let scaleHelp = """
          --scale N          Device pixels per point of a PNG, 1 to 4 (default: the device's).
        """

    /// Reads `option` when it is one of the four, and says whether it was.
    mutating func read(_ option: String, inline: String?, from reader: inout ArgumentReader, command: String) throws(UsageError) -> Bool {
        switch option {
        case "--device":
            let name = try reader.choice(for: option, inline: inline, from: Device.presets.map(\.name))
            device = Device.named(name)
        case "--width": width = try Self.whole(reader.value(for: option, inline: inline), option: option, in: 1...10_000, command: command)
        case "--height": height = try Self.whole(reader.value(for: option, inline: inline), option: option, in: 1...10_000, command: command)
        case "--scale" where takesScale: scale = try Self.whole(reader.value(for: option, inline: inline), option: option, in: 1...4, command: command)
        default: return false
        }
        return true
    }

    /// The renderer for the screen.
    var renderer: HTMLRenderer {
        var page = HTMLRenderer()
        if let device = resolvedDevice { page = page.device(device) }
        if let width { page = page.width(Double(width)) }
        if let height { page = page.height(Double(height)) }
        return page
    }

    /// The screen's size in points and the PNG's pixels per point.
    var screenshotSize: (width: Int, height: Int, scale: Int) {
        let page = renderer
        return (Int(page.width), Int(page.height), scale ?? resolvedDevice?.scale ?? 1)
    }

    /// The device drawn: the one named, else the default one unless only a size was given.
    private var resolvedDevice: Device? {
        if let device { return device }
        return width == nil && height == nil ? Device.presets[0] : nil
    }

    private static func describe(_ device: Device) -> String {
        "\(Int(device.width)) × \(Int(device.height)) points at \(device.scale)x"
    }

    private static func whole(_ text: String, option: String, in range: ClosedRange<Int>, command: String) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            let unit = option == "--scale" ? "pixels per point" : "points"
            throw UsageError("\(option) needs a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), not '\(text)'", command: command)
        }
        return value
    }
}
