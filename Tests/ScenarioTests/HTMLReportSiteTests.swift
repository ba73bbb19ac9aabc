import Foundation
import Scenario
import Testing

/// The HTML report as a site: each distinct screen stored once (by content hash, its stylesheet
/// once beside it), so the examples' report stays small; `--open` prints its address.
@Suite struct HTMLReportSiteTests {
    @Test func theExamplesReportWeighsUnderOneAndAHalfMegabytesWithEachScreenStoredOnce() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try await runUIState(["replay", "examples/scenarios", "--reporter", "html", "--output", directory, "--open"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("open " + URL(fileURLWithPath: directory + "/index.html").absoluteString + "\n"))
        let files = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
        var bytes = 0
        for file in files {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + file)
            if attributes[.type] as? FileAttributeType == .typeRegular { bytes += (attributes[.size] as? Int) ?? 0 }
        }
        #expect(bytes > 100_000 && bytes < 1_500_000, "\(bytes) bytes")
        let index = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        let screens = files.filter { $0.hasPrefix("screens/") && $0.hasSuffix(".html") }
        let shown = index.components(separatedBy: #"src="screens/"#).count - 1
        #expect(screens.count > 10 && shown > 2 * screens.count, "\(screens.count) files for \(shown) frames")
        #expect(files.filter { $0.hasSuffix(".css") }.count == 2, "one stylesheet per colour scheme")
        #expect(!index.contains(RepositoryPaths.root), "paths are relative to the working directory")
        #expect(index.contains(#"data-file="examples/scenarios/relationship/toast-timing.scenario.yaml""#))
    }

    @Test func deviceDrawsTheReportsScreensOnThatDevice() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = "examples/scenarios/buttonGallery/defaults.scenario.json"
        let run = try await runUIState(["replay", file, "--reporter", "html", "--output", directory, "--device", "iphone-se"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let index = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
        #expect(index.contains(#"width="375" height="667" loading="lazy" sandbox="allow-same-origin" src="screens/"#))
        #expect(!index.contains(#"width="390""#))
        let screens = try FileManager.default.contentsOfDirectory(atPath: directory + "/screens").filter { $0.hasSuffix(".html") }
        let page = try String(contentsOfFile: directory + "/screens/" + (screens.first ?? ""), encoding: .utf8)
        #expect(page.contains("9:41"), "the device's status bar")
        let bad = try await runUIState(["replay", file, "--reporter", "html", "--output", directory, "--device", "pixel"])
        #expect(bad.status == 2)
    }
}
