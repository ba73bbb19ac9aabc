/// A pixel snapshot: the current screen drawn by a browser, compared with a PNG stored beside
/// the scenario, within a tolerance (as Playwright's `toHaveScreenshot`).
///
/// The PNG lives in a folder per scenario and per platform,
/// `STEM-screenshots/PLATFORM/NAME.png` beside `STEM.scenario.json` (a JSON scenario and its YAML
/// twin share it), because fonts and anti-aliasing differ between systems: each platform keeps
/// its own pictures, as Playwright keeps `…-linux.png` and `…-darwin.png`.
package struct ScreenshotExpectation: Sendable, Hashable {
    /// As written: the picture's name, without `.png`.
    package var name: String
    /// Where the stored PNG is (the folder of the scenario file, then the snapshot folder).
    package var resolvedPath: String
    /// The device drawn, by `--device` name; `nil` for the iPhone 15, as `render` draws.
    package var device: String?
    /// Pixels per point; `nil` for the device's own.
    package var scale: Int?
    /// How many pixels may differ and still match (Playwright's `maxDiffPixels`).
    package var maxDiffPixels: Int
    /// How different a pixel's colour may be and still count as the same, from 0 to 1
    /// (Playwright's `threshold`, 0.2 by default).
    package var threshold: Double

    package static let defaultThreshold = 0.2

    package init(
        name: String, resolvedPath: String, device: String? = nil, scale: Int? = nil, maxDiffPixels: Int = 0,
        threshold: Double = ScreenshotExpectation.defaultThreshold
    ) {
        self.name = name
        self.resolvedPath = resolvedPath
        self.device = device
        self.scale = scale
        self.maxDiffPixels = maxDiffPixels
        self.threshold = threshold
    }

    /// The platform's folder name: pictures taken on one system are compared only there.
    package static var platform: String {
        #if os(Linux)
        "linux"
        #elseif os(macOS)
        "darwin"
        #elseif os(Windows)
        "win32"
        #else
        "other"
        #endif
    }

    /// `DIR/STEM-screenshots/PLATFORM/NAME.png` for the scenario file at `scenarioPath`.
    package static func storedPath(name: String, scenarioPath: String) -> String {
        let slash = scenarioPath.lastIndex(of: "/")
        let directory = slash.map { String(scenarioPath[...$0]) } ?? ""
        var stem = slash.map { String(scenarioPath[scenarioPath.index(after: $0)...]) } ?? scenarioPath
        for suffix in [".scenario.json", ".scenario.yaml", ".scenario.yml", ".json", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return "\(directory)\(stem)-screenshots/\(platform)/\(name).png"
    }

    /// Where a failed comparison writes its three pictures: beside the stored one,
    /// `NAME-expected.png`, `NAME-actual.png` and `NAME-diff.png`.
    package func failurePath(_ kind: String) -> String {
        String(resolvedPath.dropLast(".png".count)) + "-\(kind).png"
    }
}
