import Foundation
import Scenario

/// The camera `uistate replay` hands its scenarios: headless Chromium, found when the first
/// screenshot is taken, so a suite without `expect.screenshot` never needs a browser and one
/// with it, on a machine without Chromium, stops at that step saying what to install.
struct ChromiumCamera: ScreenCamera {
    /// Where Chromium is looked for (`UISTATE_CHROMIUM`, `PATH`).
    var environment = ProcessInfo.processInfo.environment

    func capture(html: String, width: Int, height: Int, scale: Int) async throws(ScreenCameraError) -> [UInt8] {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("uistate-camera-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        do {
            try await Chromium.locate(environment: environment).screenshot(html: html, width: width, height: height, scale: scale, output: output)
        } catch {
            throw ScreenCameraError(error.description)
        }
        guard let data = FileManager.default.contents(atPath: output) else {
            throw ScreenCameraError("Chromium wrote no picture to \(output)")
        }
        return [UInt8](data)
    }
}
