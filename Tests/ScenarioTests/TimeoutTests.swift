import Foundation
import Features
import Scenario
import HostCore
import Testing

/// `--timeout`: a scenario over its wall-clock limit fails at the step it was on, in both modes,
/// and the rest of the suite still runs.
@Suite struct TimeoutTests {
    /// A live clock and a client that never answers: `settle` can never finish, so the limit is
    /// what ends it on any machine.
    static let live = """
        {"feature": "counter", "clock": "live", "dependencies": {"numberFact": "never"},
         "steps": [{"send": "incrementButtonTapped", "state": {"count": 1, "countText": "1", "isCountFieldFocused": false, "isLoadingFact": true}},
                   {"settle": true, "label": "waits for the live fact"}]}
        """
    static let quick = #"{"feature": "counter", "steps": [{"send": "resetButtonTapped"}]}"#

    static func documents() throws -> [Result<ScenarioDocument, ScenarioFileError>] {
        [.success(try ScenarioLoader().decode(text: live, path: "live.scenario.json")),
         .success(try ScenarioLoader().decode(text: quick, path: "quick.scenario.json"))]
    }

    /// The timeout is the behaviour under test. Step 1 (creating the store and one dispatch)
    /// takes milliseconds, but under heavy load a debug build has taken over 5 s. The host's own
    /// 10 s settle timeout starts only when step 2 does, so any limit under 10 s fires first
    /// whatever step 1 took; 8 s leaves step 1 the most room with a margin for timers that
    /// fire late under load.
    static let limit: Duration = .seconds(8)

    static func checkTimedOut(_ report: ReplayReport) {
        #expect(report.results.map(\.status) == [.failed, .passed])
        checkTimedOutAtStepTwo(report)
    }

    static func checkTimedOutAtStepTwo(_ report: ReplayReport) {
        #expect(report.results.first?.status == .failed)
        let failure = report.results.first?.failure
        #expect(failure?.step == 2)
        #expect(failure?.label == "waits for the live fact")
        #expect(failure?.message.hasPrefix("timed out: still running after 8 s") == true, "\(failure?.message ?? "")")
    }

    @Test func inProcessTheScenarioFailsAtTheStepItWasOn() async throws {
        let options = ReplayOptions(timeout: Self.limit)
        let report = await ReplaySuite(options: options).run(loaded: try Self.documents(), factory: InProcessSessionFactory(features: BuiltInPlugins.features))
        Self.checkTimedOut(report)
    }

    @Test func overAServerTheProcessIsKilledAndReplacedForTheNextScenario() async throws {
        let pool = ServerPool(command: try serveCommand(), size: 1)
        let factory = ServerSessionFactory(pool: pool)
        // Start the server and run a scenario in it first, so that neither its start-up nor its
        // first store on a loaded machine is what times out (step 1 alone took over 8 s in a
        // process that had served nothing yet).
        let warmUp = await ReplaySuite(options: ReplayOptions()).run(loaded: [try Self.documents()[1]], factory: factory)
        #expect(warmUp.results.map(\.status) == [.passed])
        // The pool's one process, which the timed-out scenario is about to run in.
        let warm = try await pool.acquire()
        await pool.release(warm)
        let options = ReplayOptions(timeout: Self.limit)
        let report = await ReplaySuite(options: options).run(loaded: [try Self.documents()[0]], factory: factory)
        Self.checkTimedOutAtStepTwo(report)
        #expect(!warm.isAlive, "the process the scenario timed out in is killed")
        // The pool has one place: the next scenario runs only once the timed-out one gave it
        // back (its process killed, a new one started). Its launch is not timed here: on a loaded
        // machine starting a debug build can take longer than the limit, and launch timeouts
        // are `aServerThatNeverAnswersTimesOutAtLaunch`'s subject.
        let next = await ReplaySuite(options: ReplayOptions()).run(loaded: [try Self.documents()[1]], factory: factory)
        #expect(next.results.map(\.status) == [.passed])
        await pool.shutDown()
    }

    @Test func aServerThatNeverAnswersTimesOutAtLaunch() async throws {
        // `cat` reads requests and never answers, like a hung plugin.
        let pool = ServerPool(command: ["/bin/sh", "-c", "cat > /dev/null"], size: 1)
        let options = ReplayOptions(timeout: .milliseconds(300))
        let loaded = [try Self.documents()[1], try Self.documents()[1]]
        let report = await ReplaySuite(options: options).run(loaded: loaded, factory: ServerSessionFactory(pool: pool))
        await pool.shutDown()
        #expect(report.results.map(\.status) == [.failed, .failed])
        #expect(report.results.allSatisfy { $0.failure?.kind == "launch" && $0.failure?.message.hasPrefix("timed out") == true })
    }
}
