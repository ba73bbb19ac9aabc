import Foundation
import RPCTestSupport
import Testing

/// `uistate gallery` run as a process: which scenarios it reads, how a variant a scenario was
/// not written for shows, and the frames of component stories.
@Suite("uistate gallery")
struct GalleryCommandTests {
    /// Runs the gallery into `directory/out` from `cwd`; returns the run and the pages read.
    func gallery(_ arguments: [String], in directory: String, from cwd: String) async throws -> (run: ProcessRun, pages: [String: String]) {
        let binary = try UIStateBinary.path()
        let executable = binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary
        let output = directory + "/out-\(UUID().uuidString)"
        let run = try await runProcess([executable, "gallery", "--output", output] + arguments, currentDirectory: cwd)
        var pages: [String: String] = [:]
        for name in ["index.html", "components.html", "features/counter.html", "features/locationDetail.html"] {
            pages[name] = try? String(contentsOfFile: output + "/" + name, encoding: .utf8)
        }
        return (run, pages)
    }

    /// Where `needle` occurs in `text`, counted.
    func count(_ needle: String, in text: String?) -> Int {
        (text ?? "").components(separatedBy: needle).count - 1
    }

    @Test func theGalleryReadsOnlyTheScenariosItIsNamedWhereverItRuns() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A working directory with examples/scenarios in it, as the checkout has: not read.
        let elsewhere = directory + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere + "/examples", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: elsewhere + "/examples/scenarios", withDestinationPath: RepositoryPaths.examples)
        let variant = ["--sizes", "large", "--schemes", "light"]

        let fromCheckout = try await gallery(variant, in: directory, from: RepositoryPaths.root)
        let fromElsewhere = try await gallery(variant, in: directory, from: elsewhere)
        #expect(fromCheckout.run.status == 0, "\(fromCheckout.run.stderr)")
        #expect(fromElsewhere.run.status == 0, "\(fromElsewhere.run.stderr)")
        #expect(fromCheckout.pages["index.html"] != nil)
        #expect(fromCheckout.pages["index.html"] == fromElsewhere.pages["index.html"])
        #expect(fromCheckout.pages["features/locationDetail.html"] == fromElsewhere.pages["features/locationDetail.html"])
        #expect(count("<details class=\"row\"", in: fromElsewhere.pages["features/locationDetail.html"]) == 1, "the initial state only")

        let examples = try await gallery(variant + ["--examples"], in: directory, from: elsewhere)
        let named = try await gallery(variant + [RepositoryPaths.examples], in: directory, from: directory)
        #expect(examples.run.status == 0, "\(examples.run.stderr)")
        #expect(count("<details class=\"row\"", in: examples.pages["features/locationDetail.html"]) > 10, "the examples' steps follow")
        #expect(examples.pages["features/locationDetail.html"] == named.pages["features/locationDetail.html"],
                "--examples is the checkout's examples/scenarios, found from the executable")
        let counts = { (run: ProcessRun) in run.stdout.split(separator: ":").last.map(String.init) }
        #expect(counts(fromCheckout.run) == counts(fromElsewhere.run))
        #expect(counts(examples.run) != counts(fromElsewhere.run))
        #expect(counts(examples.run) == counts(named.run))
    }

    @Test func aPathThatIsNotThereIsBadUsageNamingIt() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try await gallery(["no-such-scenarios"], in: directory, from: directory)
        #expect(missing.run.status == 2)
        #expect(missing.run.stderr.contains("no such file or directory: 'no-such-scenarios'"), "\(missing.run.stderr)")
        #expect(missing.pages["index.html"] == nil, "nothing is written")
    }

    @Test func aVariantAScenarioWasNotWrittenForIsLabelledSkippedAndAFailureIsNot() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pinned = #"{"name": "pinned to large", "feature": "counter", "environment": {"dynamicTypeSize": "large"}, "exhaustivity": "off", "steps": [{"tap": {"label": "Increment"}}]}"#
        // Passes its first check at one size only, then fails everywhere: passes in no variant.
        let broken = #"""
            {"name": "taps nothing", "feature": "counter", "steps": [
              {"expect": {"view": {"contains": [{"id": "root", "properties": {"dynamicTypeSize": "accessibilityMedium"}}]}}},
              {"tap": {"id": "nothing"}}
            ]}
            """#
        try writeTestFile(pinned, to: directory + "/pinned.scenario.json")
        try writeTestFile(broken, to: directory + "/broken.scenario.json")
        let modalAtLargeText = RepositoryPaths.examples + "/locationDetail/modal-or-sheet.scenario.json"

        let result = try await gallery(
            ["--sizes", "large,accessibilityMedium", "--schemes", "light", modalAtLargeText,
             directory + "/pinned.scenario.json", directory + "/broken.scenario.json"],
            in: directory, from: directory
        )
        #expect(result.run.status == 0, "\(result.run.stderr)")
        let location = result.pages["features/locationDetail.html"]
        // Written for large text: at an accessibility size it stops at its fifth step, by design.
        #expect(count("<figure class=\"screen skipped\">", in: location) > 0)
        #expect(count("accessibilityMedium · light — skipped", in: location) == count("<figure class=\"screen skipped\">", in: location))
        #expect(count("large · light — skipped", in: location) == 0)
        #expect(location?.contains("the scenario is written for large · light; in this variant it stops at step 5 (tap)") == true)
        #expect(count("<figure class=\"screen missing\">", in: location) == 0, "nothing reads as a failure")

        let counter = result.pages["features/counter.html"]
        // Pinned by its launch environment: not replayed at the other size.
        #expect(counter?.contains("the scenario launches with dynamicTypeSize large; it is shown in the variants that match") == true)
        // Passing in no variant: the step large text never reached is a failure, not skipped.
        #expect(count("<figure class=\"screen missing\">", in: counter) == 1, "\(counter ?? "")")
        #expect(counter?.contains("the scenario stopped earlier: step 1 (expect)") == true)
        #expect(result.run.stdout.contains(" skipped, 1 not shown"), "\(result.run.stdout)")
    }

    @Test func componentStoryFramesAreFittedToTheirContentAndFeatureScreensAreNot() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try await gallery(["--sizes", "large", "--schemes", "dark"], in: directory, from: directory)
        #expect(result.run.status == 0, "\(result.run.stderr)")
        let components = try #require(result.pages["components.html"])
        let stories = count("<iframe ", in: components)
        #expect(stories > 20)
        #expect(count(#"sandbox="allow-same-origin" data-fit="""#, in: components) == stories, "every story frame is fitted")
        #expect(components.contains("function fit(frame)"), "by the page's fit script")
        let counter = try #require(result.pages["features/counter.html"])
        #expect(count("data-fit", in: counter) == 0 && !counter.contains("function fit(frame)"), "a feature screen keeps the phone's size")
        #expect(counter.contains(#"width="393" height="852" loading="lazy" sandbox="""#), "an iPhone 15's screen by default")
    }
}
