import Components
import Foundation
import JSON
import Transport

/// Draws the current screen and compares it with the stored PNG, or records it with
/// `--update-snapshots`. A failure writes `NAME-expected.png`, `NAME-actual.png` and
/// `NAME-diff.png` beside the stored picture and carries them to the report; a pass removes
/// those left by an earlier failure.
struct ScreenshotCheck {
    let session: any ScenarioSession
    let policy: ScreenshotPolicy
    let update: Bool

    /// - Returns: a note when a picture was written.
    func check(_ expectation: ScreenshotExpectation) async throws(ScenarioExecution.Stop) -> String? {
        let camera: any ScreenCamera
        switch policy {
        case .ignored: return nil
        case .unavailable(let reason):
            throw ScenarioExecution.Stop(status: .error, message: "cannot take screenshot \(expectation.name): \(reason)")
        case .taken(let taker): camera = taker
        }
        let actual = try await picture(expectation, camera: camera)
        let stored = FileManager.default.contents(atPath: expectation.resolvedPath).map { [UInt8]($0) }
        let comparison = try stored.map { bytes throws(ScenarioExecution.Stop) in try compare(bytes, actual, expectation) }
        if let comparison, comparison.matches {
            removeFailurePictures(expectation)
            return nil
        }
        if update {
            try write(actual.bytes, to: expectation.resolvedPath, expectation)
            removeFailurePictures(expectation)
            return (stored == nil ? "recorded screenshot " : "updated screenshot ") + relative(expectation)
        }
        let diff = try comparison.map { value throws(ScenarioExecution.Stop) in try encode(value.result?.diff, expectation) } ?? []
        let mismatch = ScreenshotMismatch(
            name: expectation.name, expected: stored ?? [], actual: actual.bytes, diff: diff,
            expectedPath: expectation.failurePath("expected"), actualPath: expectation.failurePath("actual"),
            diffPath: expectation.failurePath("diff")
        )
        try write(mismatch.actual, to: mismatch.actualPath, expectation)
        if let stored { try write(stored, to: mismatch.expectedPath, expectation) }
        if !diff.isEmpty { try write(diff, to: mismatch.diffPath, expectation) }
        guard let comparison else {
            throw ScenarioExecution.Stop(
                status: .failed,
                message: "screenshot \(expectation.name) does not exist (\(relative(expectation))); run with --update-snapshots to record it; this run's picture is \(mismatch.actualPath)",
                screenshot: mismatch
            )
        }
        throw ScenarioExecution.Stop(status: .failed, message: comparison.explanation(expectation, mismatch), screenshot: mismatch)
    }

    /// The screen now, drawn on the expectation's device and encoded by libpng, so the bytes
    /// depend on the pixels alone.
    private func picture(_ expectation: ScreenshotExpectation, camera: any ScreenCamera) async throws(ScenarioExecution.Stop) -> (image: PNGImage, bytes: [UInt8]) {
        let tree: JSONValue
        do {
            guard case .json(let value) = try await session.render(.json) else {
                throw ScenarioExecution.Stop(status: .failed, message: "could not render the view as JSON")
            }
            tree = value
        } catch let stop as ScenarioExecution.Stop {
            throw stop
        } catch {
            throw ScenarioExecution.Stop(status: .failed, message: "could not render the view: \(error)")
        }
        let device = expectation.device.flatMap(Device.named) ?? Device.presets[0]
        let page = HTMLRenderer().device(device)
        let bytes: [UInt8]
        do {
            bytes = try await camera.capture(
                html: page.document(tree: tree), width: Int(page.width), height: Int(page.height),
                scale: expectation.scale ?? device.scale
            )
        } catch {
            throw ScenarioExecution.Stop(status: .error, message: "cannot take screenshot \(expectation.name): \(error)")
        }
        do {
            let image = try PNGImage(decoding: bytes)
            return (image, try image.encoded())
        } catch {
            throw ScenarioExecution.Stop(status: .error, message: "screenshot \(expectation.name): the browser's picture is not a PNG libpng reads: \(error)")
        }
    }

    private func compare(_ stored: [UInt8], _ actual: (image: PNGImage, bytes: [UInt8]), _ expectation: ScreenshotExpectation) throws(ScenarioExecution.Stop) -> Comparison {
        if stored == actual.bytes { return Comparison(matches: true, result: nil) }
        let expected: PNGImage
        do {
            expected = try PNGImage(decoding: stored)
        } catch {
            // An unreadable file compares as nothing like the screen; recording replaces it.
            return Comparison(matches: false, result: PixelComparison(expected: PNGImage(width: 0, height: 0, pixels: []), actual: actual.image, threshold: expectation.threshold), unreadable: "\(error)")
        }
        let result = PixelComparison(expected: expected, actual: actual.image, threshold: expectation.threshold)
        let matches = result.sizesMatch && result.differingPixels <= expectation.maxDiffPixels
        return Comparison(matches: matches, result: result, expectedSize: (expected.width, expected.height), actualSize: (actual.image.width, actual.image.height))
    }

    private func encode(_ image: PNGImage?, _ expectation: ScreenshotExpectation) throws(ScenarioExecution.Stop) -> [UInt8] {
        guard let image, image.width > 0, image.height > 0 else { return [] }
        do {
            return try image.encoded()
        } catch {
            throw ScenarioExecution.Stop(status: .error, message: "screenshot \(expectation.name): cannot encode the diff: \(error)")
        }
    }

    private func write(_ bytes: [UInt8], to path: String, _ expectation: ScreenshotExpectation) throws(ScenarioExecution.Stop) {
        do {
            // Not Foundation's write, which calls fsync: replays run on the cooperative pool.
            try FileDescriptorIO.replaceFile(atPath: path, with: bytes)
        } catch {
            throw ScenarioExecution.Stop(status: .error, message: "screenshot \(expectation.name): cannot write \(path): \(error)")
        }
    }

    private func removeFailurePictures(_ expectation: ScreenshotExpectation) {
        for kind in ["expected", "actual", "diff"] {
            try? FileManager.default.removeItem(atPath: expectation.failurePath(kind))
        }
    }

    /// The stored picture's path from the scenario's folder, as notes and messages show it.
    private func relative(_ expectation: ScreenshotExpectation) -> String {
        let parts = expectation.resolvedPath.split(separator: "/", omittingEmptySubsequences: false)
        return parts.suffix(3).joined(separator: "/")
    }

    /// How a stored picture compared with the screen.
    private struct Comparison {
        var matches: Bool
        var result: PixelComparison?
        var unreadable: String?
        var expectedSize: (Int, Int) = (0, 0)
        var actualSize: (Int, Int) = (0, 0)

        func explanation(_ expectation: ScreenshotExpectation, _ mismatch: ScreenshotMismatch) -> String {
            let written = "expected, actual and diff written beside it (\(mismatch.diffPath))"
            if let unreadable {
                return "screenshot \(expectation.name): the stored picture cannot be read (\(unreadable)); re-record with --update-snapshots; \(written)"
            }
            guard let result, result.sizesMatch else {
                return "screenshot \(expectation.name): expected \(expectedSize.0) × \(expectedSize.1) pixels, got \(actualSize.0) × \(actualSize.1) (another device or scale?); re-record with --update-snapshots if that is intended; \(written)"
            }
            let pixels = result.differingPixels == 1 ? "1 pixel differs" : "\(result.differingPixels) pixels differ"
            return "screenshot \(expectation.name): \(pixels) (threshold \(formatMilliseconds(expectation.threshold)), at most \(expectation.maxDiffPixels) may); re-record with --update-snapshots if the change is intended; \(written)"
        }
    }
}
