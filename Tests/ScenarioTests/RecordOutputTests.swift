import Foundation
import Testing

/// What `uistate record` prints as it goes: the outline once, then what each step changed, the
/// effects in flight by name, and the shape of a payload a case was sent without.
@Suite struct RecordOutputTests {
    func record(_ feature: String, _ lines: [String]) async throws -> UIStateRun {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try await runUIState(
            ["record", "--feature", feature, "-o", directory + "/r.scenario.json"], input: lines.joined(separator: "\n") + "\n"
        )
    }

    func lines(_ text: String) -> [String] { text.components(separatedBy: "\n") }

    @Test func aStepPrintsTheStateAndViewDiffsNotTheWholeTree() async throws {
        let run = try await record("counter", ["tap Increment", "advance 500", "env colorScheme=dark", "view"])
        #expect(run.status == 0, "\(run.stderr)")
        let output = lines(run.stdout)
        #expect(output.filter { $0.hasPrefix("root #root") }.count == 2, "the outline at launch and for `view`, never after a step")
        #expect(output.contains("state:"))
        #expect(output.contains(#"  -   "count": 0,"#) && output.contains(#"  +   "count": 1,"#))
        #expect(output.contains(#"  -     text #counter.count "0" font=headlineSemibold17(17)"#))
        #expect(output.contains(#"  +     text #counter.count "1" font=headlineSemibold17(17)"#))
        // The fact arrives when the clock moves: received, then only the lines it changed.
        #expect(output.contains(#"received {"factResponse":"1 is a good number."}"#))
        #expect(output.contains(#"  +     text #counter.fact "1 is a good number." font=bodyRegular16(16)"#))
        #expect(output.contains { $0.hasPrefix("    … (") && $0.hasSuffix(" unchanged lines)") }, "unchanged runs fold")
        // An environment change moves no state.
        let environment = try #require(output.firstIndex(of: "  + root #root dynamicTypeSize=large colorScheme=dark"))
        #expect(output[..<environment].last { $0.hasPrefix("state") } == "state: unchanged")
    }

    @Test func effectsInFlightAreNamedByTheActionThatStartedThem() async throws {
        let run = try await record("counter", ["tap Increment"])
        #expect(run.status == 0, "\(run.stderr)")
        let output = lines(run.stdout)
        let start = try #require(output.firstIndex(of: "2 effects in flight:"), "\(run.stdout)")
        #expect(Array(output[(start + 1)...].prefix(3)) == [
            "  #1 started by incrementButtonTapped (cancel id fact): waiting for the effects it started",
            "  #2 started by incrementButtonTapped inside #1: sleeping on the test clock",
            "  the next timer fires in 500 ms (advance 500)",
        ])
        #expect(!run.stdout.contains("effect(s)"))
    }

    @Test func aCaseSentWithoutItsPayloadIsShownTheShapeTheSchemaDeclares() async throws {
        let counter = try await record("counter", ["send countTextChanged", #"send {"countTextChanged":"text"}"#])
        #expect(counter.status == 0)
        #expect(lines(counter.stderr).prefix(3) == [
            #"uistate record: invalid action: case "countTextChanged" needs a payload"#,
            #"countTextChanged takes a payload: {"countTextChanged": string}"#,
            #"  for example: send {"countTextChanged":"text"}"#,
        ], "\(counter.stderr)")
        #expect(lines(counter.stderr).count(where: { $0.hasPrefix("uistate record:") }) == 1, "the example is accepted")

        let nested = try await record("relationship", [#"send {"selection": "itemTapped"}"#, #"send {"selection": {"delegate": "selected"}}"#])
        #expect(nested.stderr.contains(#"itemTapped takes a payload: {"selection": {"itemTapped": integer}}"#), "\(nested.stderr)")
        #expect(nested.stderr.contains(#"for example: send {"selection":{"itemTapped":0}}"#))
        #expect(nested.stderr.contains(#"selected takes a payload: {"selection": {"delegate": {"selected": [integer]}}}"#))
    }
}
