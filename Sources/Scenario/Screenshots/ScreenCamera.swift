/// What draws an HTML page into PNG bytes: headless Chromium in `uistate replay`. Scenario
/// knows no browser, so the command line hands one in (`ReplayOptions.screenshots`).
package protocol ScreenCamera: Sendable {
    /// A PNG of `html` drawn at `width` × `height` points, `scale` pixels to each.
    func capture(html: String, width: Int, height: Int, scale: Int) async throws(ScreenCameraError) -> [UInt8]
}

/// Why no picture could be taken, worded for the person replaying (what to install).
package struct ScreenCameraError: Error, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// What a replay does with `expect.screenshot`.
package enum ScreenshotPolicy: Sendable {
    /// Take and compare pictures with this camera.
    case taken(by: any ScreenCamera)
    /// No camera here: such a step cannot run, and stops its scenario saying why.
    case unavailable(reason: String)
    /// Pass over such checks (the gallery, which shows screens and checks nothing on disk).
    case ignored

    /// Where nobody handed in a camera: the protocol's `scenario/run` and library callers.
    package static let noCamera = ScreenshotPolicy.unavailable(
        reason: "this replay has no browser to draw pixels (scenario/run and in-library replays take no screenshots); run `uistate replay`, which uses headless Chromium"
    )
}
