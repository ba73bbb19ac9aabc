import Foundation
import JSON
import RPCTestSupport
import Testing

/// `uistate render` and `serve`'s host options, run as processes.
@Suite("uistate render and serve options")
struct CommandLineTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `uistate` to completion (see `runProcess`: no inherited pipes, no pool thread held).
    /// `environment` is set over the test's own environment.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Run {
        let result = try await runUIState(arguments, environment: environment)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    @Test func renderPrintsTheOutline() async throws {
        let result = try await run(["render", "counter"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("root #root dynamicTypeSize=large"))
        #expect(result.stdout.contains("button #counter.reset \"Reset\""))
    }

    @Test func renderTakesStateEnvironmentAndJSON() async throws {
        let path = NSTemporaryDirectory() + "uistate-render-\(UUID().uuidString).json"
        try writeTestFile(#"{"count": 5, "isLoadingFact": false, "countText": "5", "isCountFieldFocused": false}"#, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await run(["render", "counter", "--state", path, "--env", "dynamicTypeSize=xxLarge", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try JSONValue(parsing: result.stdout)
        #expect(tree["properties"]?["dynamicTypeSize"] == "xxLarge")
        #expect(result.stdout.contains("\"5\""))
    }

    @Test func renderErrors() async throws {
        let unknown = try await run(["render", "countr"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown feature 'countr'; did you mean 'counter'? the features are bookmarks, buttonGallery, counter"))
        let usage = try await run(["render"])
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("name the feature to render: bookmarks, buttonGallery"))
        let badEnvironment = try await run(["render", "counter", "--env", "colorScheme=purple"])
        #expect(badEnvironment.status == 2)
        #expect(badEnvironment.stderr.contains("colorScheme"))
        let help = try await run(["render", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format text|json"))
    }

    @Test func renderErrorsAreWordsWithTheValidNamesAndExitTwo() async throws {
        let unknown = try await run(["render", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("the features are bookmarks, buttonGallery, counter, extraInfo"))
        #expect(!unknown.stderr.contains("-33"))
        let member = try await run(["render", "counter", "--env", "foo=bar"])
        #expect(member.status == 2)
        #expect(member.stderr.contains("environment.foo: unknown member; expected dynamicTypeSize, colorScheme, locale or focusedField"))
        #expect(!member.stderr.contains("-32602"))
    }

    @Test func renderTakesOptionsAndTheFeatureInAnyOrder() async throws {
        let after = try await run(["render", "counter", "--format", "json", "--env", "colorScheme=dark"])
        let before = try await run(["render", "--format=json", "--env", "colorScheme=dark", "counter"])
        let dashed = try await run(["render", "--format", "json", "--env", "colorScheme=dark", "--", "counter"])
        #expect(after.status == 0 && before.status == 0 && dashed.status == 0)
        #expect(after.stdout == before.stdout && before.stdout == dashed.stdout)
        #expect(after.stdout.contains("\"dark\""))
        let two = try await run(["render", "counter", "relationship"])
        #expect(two.status == 2)
        #expect(two.stderr.contains("unexpected argument 'relationship'"))
    }

    @Test func conformanceTakesTheServerWithOrWithoutDoubleDash() async throws {
        let binary = try UIStateBinary.path()
        // The subject is the arguments, not the server's speed: a loaded machine has taken more
        // than the suite's 5 s to start a debug build and answer `initialize`.
        let scale = ["--timeout-scale", "10"]
        let dashed = try await run(["conformance"] + scale + ["--filter", "lifecycle/initialize*", "--framing", "newline", "--", binary, "serve"])
        let bare = try await run(["conformance"] + scale + ["--filter", "lifecycle/initialize*", "--framing", "newline", binary, "serve"])
        #expect(dashed.status == 0, "\(dashed.stdout)\(dashed.stderr)")
        #expect(bare.status == 0, "\(bare.stdout)\(bare.stderr)")
        #expect(dashed.stdout == bare.stdout)
        #expect(bare.stdout.hasSuffix(" failed\n"))
        let colored = try await run(["conformance", "--color", "always"] + scale + ["--filter", "lifecycle/initialize*", "--framing", "newline", binary, "serve"])
        #expect(colored.stdout.contains("\u{1B}[32mok  \u{1B}[0m lifecycle/"))
        let missing = try await run(["conformance", "./no-such-server", "serve"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot run './no-such-server'"))
        let none = try await run(["conformance", "--framing", "newline"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("uistate conformance -- uistate serve"))
    }

    @Test func helpIsAnOptionOfTheCommandNotOfTheServerItRuns() async throws {
        for command in ["serve", "render", "replay", "conformance", "record", "gallery", "inspect"] {
            let help = try await run([command, "-h"])
            #expect(help.status == 0, "\(command)")
            #expect(help.stdout.hasPrefix("Usage: uistate \(command)"), "\(command)")
        }
        // After the server's first word, --help is the server's: conformance lists its cases.
        let listed = try await run(["conformance", "--list", "--filter", "lifecycle/initialize-result", "./my-server", "--help"])
        #expect(listed.status == 0)
        #expect(listed.stdout == "lifecycle/initialize-result [content-length]\nlifecycle/initialize-result [newline]\n")
    }

    @Test func everyCommandRefusesAMisspeltOptionWithTheClosestName() async throws {
        for (command, typo, meant) in [("serve", "--log-levl", "--log-level"), ("render", "--fromat", "--format"),
                                       ("gallery", "--ouptut", "--output"), ("inspect", "--prot", "--port"),
                                       ("conformance", "--filtr", "--filter")] {
            let result = try await run([command, typo, "x"])
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("unknown option '\(typo)'; did you mean '\(meant)'?"), "\(command): \(result.stderr)")
        }
    }

    @Test func liveClockOptionMakesStoresLive() async throws {
        let client = try await PipeClient(arguments: ["serve", "--live-clock"])
        let id: JSONValue = .string(try await client.create(["feature": "counter"]))
        #expect(try await client.result("store/list", [:])["stores"]?[0]?["clock"] == "live")
        #expect(try await client.error("clock/advance", ["storeId": id, "ms": 1])["code"] == -33005)
        let test: JSONValue = .string(try await client.create(["feature": "counter", "dependencies": ["clock": "test"]]))
        _ = try await client.result("clock/advance", ["storeId": test, "ms": 1])
    }

    @Test func storageDirectoryKeepsOnboardingAcrossRelaunches() async throws {
        let directory = NSTemporaryDirectory() + "uistate-storage-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let client = try await PipeClient(arguments: ["serve", "--storage-dir", directory])
        let first: JSONValue = .string(try await client.create(["feature": "locationDetail"]))
        #expect(try await client.result("store/state", ["storeId": first, "pointer": "/isShowingOnboarding"])["value"] == true)
        _ = try await client.result("store/dispatch", ["storeId": first, "action": "onboardingDismissed"])
        _ = try await client.result("store/destroy", ["storeId": first])
        // A relaunch with the same storage directory remembers the onboarding was shown.
        let second: JSONValue = .string(try await client.create(["feature": "locationDetail"]))
        #expect(try await client.result("store/state", ["storeId": second, "pointer": "/isShowingOnboarding"])["value"] == false)
        #expect(FileManager.default.fileExists(atPath: directory + "/locationDetail/hasSeenOnboardView"))
        // Without --storage-dir each store starts fresh.
        let fresh = try await PipeClient()
        let third: JSONValue = .string(try await fresh.create(["feature": "locationDetail"]))
        #expect(try await fresh.result("store/state", ["storeId": third, "pointer": "/isShowingOnboarding"])["value"] == true)
        // An explicit storage directory per store.
        let own: JSONValue = .string(try await fresh.create(["feature": "locationDetail", "storage": .string(directory + "/locationDetail")]))
        #expect(try await fresh.result("store/state", ["storeId": own, "pointer": "/isShowingOnboarding"])["value"] == false)
    }

    @Test func recordSaysUsageErrorsInWordsAndExitsTwo() async throws {
        let output = NSTemporaryDirectory() + "uistate-record-\(UUID().uuidString).scenario.json"
        let unknown = try await run(["record", "--feature", "nope", "-o", output])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown feature \"nope\" (expected one of: bookmarks,"), "\(unknown.stderr)")
        #expect(!unknown.stderr.contains("-33002"))
        let badEnvironment = try await run(["record", "--feature", "counter", "--env", "foo=bar", "-o", output])
        #expect(badEnvironment.status == 2)
        #expect(!badEnvironment.stderr.contains("-32602"), "\(badEnvironment.stderr)")
    }
}
