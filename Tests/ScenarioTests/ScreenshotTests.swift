import Features
import Foundation
import HostCore
import JSON
import Scenario
import Testing
@testable import uistate
import RPCTestSupport

/// Pixel snapshots: `expect.screenshot` draws the screen with headless Chromium and compares it
/// with the PNG stored beside the scenario, within Playwright's tolerances; a failure writes
/// expected, actual and diff pictures; `--update-snapshots` rewrites what differs.
@Suite(.serialized) struct ScreenshotTests {
    /// A small picture (iPhone SE at 1x) keeps each screenshot quick.
    static let steps = #"{"expect": {"screenshot": {"name": "gallery", "device": "iphone-se", "scale": 1}}}"#

    /// Replays `text` written to `DIR/gallery.scenario.json` with `camera`.
    static func replay(
        _ text: String = scenario("buttonGallery", steps), in directory: String, camera: any ScreenCamera = ChromiumCamera(),
        update: Bool = false
    ) async throws -> ScenarioResult {
        let path = directory + "/gallery.scenario.json"
        try writeTestFile(text, to: path)
        var options = ReplayOptions(updateSnapshots: update)
        options.screenshots = .taken(by: camera)
        let document = try ScenarioLoader().load(path: path)
        // Decoding, comparing and encoding pictures is seconds of CPU in a debug build: off the pool.
        return try await runOffPool { [options] in
            await ScenarioRunner(options: options).run(document, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        }
    }

    static func stored(in directory: String, _ name: String = "gallery") -> String {
        directory + "/gallery-screenshots/\(ScreenshotExpectation.platform)/\(name).png"
    }

    @Test func theCommittedExamplePassesAgainstItsStoredPictureInBothForms() async throws {
        let folder = RepositoryPaths.examples + "/buttonGallery"
        for file in ["screenshot.scenario.json", "screenshot.scenario.yaml"] {
            var options = ReplayOptions()
            options.screenshots = .taken(by: ChromiumCamera())
            let document = try ScenarioLoader().load(path: folder + "/" + file)
            #expect(document.steps.contains { if case .expect(let e) = $0.action { e.screenshot != nil } else { false } })
            let result = try await runOffPool { [options] in
                await ScenarioRunner(options: options).run(document, factory: InProcessSessionFactory(features: BuiltInPlugins.features))
            }
            #expect(result.status == .passed, "\(file): \(result.failure?.message ?? "")")
            #expect(result.notes.isEmpty)
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/screenshot-screenshots/\(ScreenshotExpectation.platform)/filled-tapped.png"))
    }

    @Test func aMissingPictureFailsUntilUpdateSnapshotsRecordsItThenItPasses() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try await Self.replay(in: directory)
        #expect(missing.status == .failed)
        #expect(missing.failure?.message.hasPrefix("screenshot gallery does not exist (gallery-screenshots/linux/gallery.png); run with --update-snapshots") == true)
        #expect(missing.failure?.screenshot?.actual.isEmpty == false)

        let recorded = try await Self.replay(in: directory, update: true)
        #expect(recorded.status == .passed)
        #expect(recorded.notes.map(\.message) == ["recorded screenshot gallery-screenshots/linux/gallery.png"])
        let bytes = try #require(FileManager.default.contents(atPath: Self.stored(in: directory)))
        let image = try PNGImage(decoding: [UInt8](bytes))
        #expect(image.width == 375 && image.height == 667)
        #expect(!FileManager.default.fileExists(atPath: Self.stored(in: directory, "gallery-actual")), "the failure's pictures go once recorded")

        let compared = try await Self.replay(in: directory)
        #expect(compared.status == .passed && compared.notes.isEmpty)
    }

    @Test func twoRunsGiveByteIdenticalPictures() async throws {
        let first = try temporaryDirectory()
        let second = try temporaryDirectory()
        defer { for directory in [first, second] { try? FileManager.default.removeItem(atPath: directory) } }
        for directory in [first, second] {
            #expect(try await Self.replay(in: directory, update: true).status == .passed)
        }
        let one = try #require(FileManager.default.contents(atPath: Self.stored(in: first)))
        let two = try #require(FileManager.default.contents(atPath: Self.stored(in: second)))
        #expect(one.count > 1000)
        #expect(one == two)
    }

    @Test func aOneStepChangeOfAColourTokenFailsAtThresholdZeroWithADiffAndPassesAtTheDefault() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try await Self.replay(in: directory, update: true).status == .passed)
        // primaryNormal (#0066FF, the filled button) one step redder: invisible to a person.
        let shifted = RewritingCamera(replacing: "--color-primaryNormal:#0066FF;", with: "--color-primaryNormal:#0166FF;")

        let lenient = try await Self.replay(in: directory, camera: shifted)
        #expect(lenient.status == .passed, "\(lenient.failure?.message ?? "")")

        let strictSteps = #"{"expect": {"screenshot": {"name": "gallery", "device": "iphone-se", "scale": 1, "threshold": 0}}}"#
        let strict = try await Self.replay(scenario("buttonGallery", strictSteps), in: directory, camera: shifted)
        #expect(strict.status == .failed)
        let message = try #require(strict.failure?.message)
        #expect(message.hasPrefix("screenshot gallery: ") && message.contains(" pixels differ (threshold 0, at most 0 may)"), "\(message)")
        let mismatch = try #require(strict.failure?.screenshot)
        let diff = try PNGImage(decoding: mismatch.diff)
        let red = stride(from: 0, to: diff.pixels.count, by: 4).count { diff.pixels[$0] == 255 && diff.pixels[$0 + 1] == 0 && diff.pixels[$0 + 2] == 0 }
        #expect(red > 100, "the filled button's pixels are marked")
        #expect(message.contains(" \(red) pixels differ"))
        for kind in ["expected", "actual", "diff"] {
            let written = FileManager.default.contents(atPath: Self.stored(in: directory, "gallery-\(kind)")).map { [UInt8]($0) }
            #expect(written == (kind == "expected" ? mismatch.expected : kind == "actual" ? mismatch.actual : mismatch.diff), "\(kind)")
        }
        #expect(mismatch.expected == [UInt8](try #require(FileManager.default.contents(atPath: Self.stored(in: directory)))))
    }

    @Test func oneChangedPixelFailsWithMaxDiffPixelsZeroAndPassesWithOne() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try await Self.replay(in: directory, update: true).status == .passed)
        var image = try PNGImage(decoding: [UInt8](try #require(FileManager.default.contents(atPath: Self.stored(in: directory)))))
        image.setPixel(x: 10, y: 300, to: [255, 0, 0, 255])
        try writeTestFile(try image.encoded(), to: Self.stored(in: directory))

        let failed = try await Self.replay(in: directory)
        #expect(failed.failure?.message.hasPrefix("screenshot gallery: 1 pixel differs (threshold 0.2, at most 0 may)") == true, "\(failed.failure?.message ?? "")")
        let diff = try PNGImage(decoding: try #require(failed.failure?.screenshot?.diff))
        #expect(diff.pixel(x: 10, y: 300) == [255, 0, 0, 255])
        #expect(diff.pixel(x: 11, y: 300) != [255, 0, 0, 255])

        let tolerant = #"{"expect": {"screenshot": {"name": "gallery", "device": "iphone-se", "scale": 1, "maxDiffPixels": 1}}}"#
        #expect(try await Self.replay(scenario("buttonGallery", tolerant), in: directory).status == .passed)
        #expect(!FileManager.default.fileExists(atPath: Self.stored(in: directory, "gallery-diff")), "a pass removes the failure's pictures")
    }

    @Test func updateSnapshotsRewritesAPictureThatDiffers() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try await Self.replay(in: directory, update: true).status == .passed)
        let before = try #require(FileManager.default.contents(atPath: Self.stored(in: directory)))
        let redder = RewritingCamera(replacing: "--color-primaryNormal:#0066FF;", with: "--color-primaryNormal:#FF0000;")
        #expect(try await Self.replay(in: directory, camera: redder).status == .failed)

        let updated = try await Self.replay(in: directory, camera: redder, update: true)
        #expect(updated.status == .passed)
        #expect(updated.notes.map(\.message) == ["updated screenshot gallery-screenshots/linux/gallery.png"])
        let after = try #require(FileManager.default.contents(atPath: Self.stored(in: directory)))
        #expect(after != before)
        #expect(try await Self.replay(in: directory, camera: redder).status == .passed)
        for kind in ["expected", "actual", "diff"] {
            #expect(!FileManager.default.fileExists(atPath: Self.stored(in: directory, "gallery-\(kind)")), "\(kind)")
        }
    }

    @Test func aReplayWithoutChromiumSaysWhyTheScreenshotStepCannotRun() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try await Self.replay(in: directory, camera: ChromiumCamera(environment: ["PATH": directory]))
        #expect(result.status == .error)
        #expect(result.failure?.step == 1)
        #expect(result.failure?.message.hasPrefix("cannot take screenshot gallery: no chromium on PATH and UISTATE_CHROMIUM is not set. PNG output needs headless Chromium: install Debian's `chromium` package") == true, "\(result.failure?.message ?? "")")
    }

    @Test func aReplayWithNoCameraAtAllSaysSoAtTheStep() async throws {
        let result = try await ScenarioHarness().run(scenario("buttonGallery", Self.steps))
        #expect(result.status == .error)
        #expect(result.failure?.message.hasPrefix("cannot take screenshot gallery: this replay has no browser to draw pixels") == true)
    }

    @Test func theYAMLFormWritesTheNameAloneAndBadOptionsAreFileErrors() throws {
        let yaml = "feature: buttonGallery\nsteps:\n  - expect: {screenshot: home}\n"
        let document = try ScenarioLoader().decode(text: yaml, path: "flows/home.scenario.yaml")
        guard case .expect(let expectation) = document.steps.first?.action else {
            Issue.record("not an expect step")
            return
        }
        #expect(expectation.screenshot == ScreenshotExpectation(name: "home", resolvedPath: "flows/home-screenshots/\(ScreenshotExpectation.platform)/home.png"))
        #expect(expectation.json == ["screenshot": "home"])
        let bad: [(String, String)] = [
            (#"{"screenshot": "a/b"}"#, "a screenshot's name is a file name without folders"),
            (#"{"screenshot": {"name": "a", "threshold": 2}}"#, "expected a number from 0 (every change counts) to 1 (none does)"),
            (#"{"screenshot": {"name": "a", "device": "pixel"}}"#, "iphone-15"),
            (#"{"screenshot": {"name": "a", "maxDiffPixel": 1}}"#, "maxDiffPixel"),
        ]
        for (expect, wording) in bad {
            #expect(throws: ScenarioFileError.self) { try ScenarioLoader().decode(text: scenario("buttonGallery", #"{"expect": "# + expect + "}"), path: "x.scenario.json") }
            do {
                _ = try ScenarioLoader().decode(text: scenario("buttonGallery", #"{"expect": "# + expect + "}"), path: "x.scenario.json")
            } catch {
                #expect("\(error)".contains(wording), "\(expect): \(error)")
            }
        }
    }
}

/// Chromium, drawing a page with one piece of its text replaced: a colour token changed
/// without rebuilding the renderer.
struct RewritingCamera: ScreenCamera {
    let replacing: String
    let with: String

    func capture(html: String, width: Int, height: Int, scale: Int) async throws(ScreenCameraError) -> [UInt8] {
        let changed = html.replacingOccurrences(of: replacing, with: with)
        guard changed != html else { throw ScreenCameraError("the page has no \(replacing)") }
        return try await ChromiumCamera().capture(html: changed, width: width, height: height, scale: scale)
    }
}
