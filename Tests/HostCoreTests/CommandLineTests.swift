import Foundation
import JSONValue
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
        try #"{"count": 5, "isLoadingFact": false, "countText": "5", "isCountFieldFocused": false}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try await run(["render", "counter", "--state", path, "--env", "dynamicTypeSize=xxLarge", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let tree = try JSONValue(parsing: result.stdout)
        #expect(tree["properties"]?["dynamicTypeSize"] == "xxLarge")
        #expect(result.stdout.contains("\"5\""))
    }

    @Test func renderErrors() async throws {
        let unknown = try await run(["render", "countr"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown feature"))
        let usage = try await run(["render"])
        #expect(usage.status == 2)
        let badEnvironment = try await run(["render", "counter", "--env", "colorScheme=purple"])
        #expect(badEnvironment.status == 1)
        #expect(badEnvironment.stderr.contains("colorScheme"))
        let help = try await run(["render", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format text|json"))
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
}
