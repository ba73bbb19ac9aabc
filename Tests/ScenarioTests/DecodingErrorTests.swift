import JSON
import Scenario
import Testing

/// Files that cannot be used: each error names the file, the JSON Pointer and line:column.
@Suite struct DecodingErrorTests {
    func decodingError(_ text: String, path: String = "t.scenario.json", loader: ScenarioLoader = ScenarioLoader()) -> ScenarioFileError? {
        do {
            _ = try loader.decode(text: text, path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func notValidJSONGivesLineAndColumn() throws {
        let error = try #require(decodingError("{\n  \"feature\": \"x\",\n  \"steps\": [,]\n}"))
        #expect(error.location.line == 3)
        #expect(error.description.hasPrefix("t.scenario.json:3:"))
        #expect(error.message.hasPrefix("not valid JSON"))
    }

    @Test func unknownStepKindSuggestsTheClosest() throws {
        let error = try #require(decodingError("{\"feature\": \"f\", \"steps\": [\n  {\"label\": \"x\", \"tapp\": {\"id\": \"a\"}}\n]}"))
        #expect(error.message == #"unknown step kind "tapp""#)
        #expect(error.suggestion == "tap")
        #expect(error.expected?.contains("receive") == true)
        #expect(error.location.pointer.description == "/steps/0/tapp")
        #expect(error.description == #"t.scenario.json:2:18: /steps/0/tapp: unknown step kind "tapp"; expected one of send, receive, tap, input, appear, focus, advance, settle, set, replaceState, relaunch, expect, include; did you mean "tap"?"#)
    }

    @Test func aStepHasExactlyOneKind() throws {
        let error = try #require(decodingError(#"{"feature": "f", "steps": [{"tap": {"id": "a"}, "send": "x"}]}"#))
        #expect(error.message.contains("exactly one kind"))
    }

    @Test func unknownMembersAndValuesAreNamed() throws {
        let member = try #require(decodingError(#"{"feature": "f", "exhaustive": "off", "steps": []}"#))
        #expect(member.message == #"unknown member "exhaustive" of a scenario"#)
        #expect(member.suggestion == "exhaustivity")
        let value = try #require(decodingError(#"{"feature": "f", "exhaustivity": "of", "steps": []}"#))
        #expect(value.location.pointer.description == "/exhaustivity")
        #expect(value.expected == ["on", "off", "off-show-skipped"])
    }

    @Test func badSelectorPointsIntoIt() throws {
        let error = try #require(decodingError(#"{"feature": "f", "steps": [{"tap": {"idd": "a"}}]}"#))
        #expect(error.location.pointer.description == "/steps/0/tap/idd")
    }

    @Test func includeOfItselfAndCyclesAreErrors() throws {
        let files: [String: String] = [
            "dir/a.scenario.json": #"{"feature": "f", "steps": [{"include": "b.steps.json"}]}"#,
            "dir/b.steps.json": #"{"steps": [{"include": "c.steps.json"}]}"#,
            "dir/c.steps.json": #"{"steps": [{"include": "b.steps.json"}]}"#,
            "dir/self.scenario.json": #"{"feature": "f", "steps": [{"include": "self.scenario.json"}]}"#,
        ]
        let loader = ScenarioLoader { files[$0] }
        let cycle = try #require(decodingError(files["dir/a.scenario.json"] ?? "", path: "dir/a.scenario.json", loader: loader))
        #expect(cycle.message == "include cycle: dir/b.steps.json → dir/c.steps.json → dir/b.steps.json")
        #expect(cycle.location.file == "dir/c.steps.json")
        let itself = try #require(decodingError(files["dir/self.scenario.json"] ?? "", path: "dir/self.scenario.json", loader: loader))
        #expect(itself.message == #""self.scenario.json" includes itself"#)
    }

    @Test func includeParametersAreSubstitutedAndChecked() throws {
        let files: [String: String] = [
            "s.steps.json": #"{"parameters": {"n": 1, "name": "x"}, "steps": [{"advance": "${n}", "label": "wait for ${name}"}]}"#,
            "bad.steps.json": #"{"parameters": {}, "steps": [{"advance": "${m}"}]}"#,
        ]
        let loader = ScenarioLoader { files[$0] }
        let document = try loader.decode(text: #"{"feature": "f", "steps": [{"include": "s.steps.json", "with": {"n": 250}, "label": "outer"}]}"#, path: "t.scenario.json")
        guard case .advance(let milliseconds) = document.steps.first?.action else { Issue.record("not an advance"); return }
        #expect(milliseconds == 250)
        #expect(document.steps.first?.label == "outer › wait for x")
        #expect(document.steps.first?.includedFrom.first?.description == "t.scenario.json:1:28")
        let unknown = try #require(decodingError(#"{"feature": "f", "steps": [{"include": "bad.steps.json"}]}"#, loader: loader))
        #expect(unknown.message == #"unknown parameter "${m}""#)
        let undeclared = try #require(decodingError(#"{"feature": "f", "steps": [{"include": "s.steps.json", "with": {"nn": 1}}]}"#, loader: loader))
        #expect(undeclared.suggestion == "n")
    }

    /// What `clock/advance` takes, a file takes: a recording that advanced 35 days exports to a file
    /// that loads back (the limit used to be 2³¹ − 1 ms, about 25 days).
    @Test func advanceTakesTheRangeClockAdvanceTakes() throws {
        let loader = ScenarioLoader()
        let long = try loader.decode(text: #"{"feature": "f", "steps": [{"advance": 3024000000}]}"#, path: "t.scenario.json")
        guard case .advance(let milliseconds) = long.steps.first?.action else { Issue.record("not an advance"); return }
        #expect(milliseconds == 3_024_000_000)
        _ = try loader.decode(text: #"{"feature": "f", "steps": [{"advance": 1099511627776}]}"#, path: "t.scenario.json")

        let tooFar = try #require(decodingError(#"{"feature": "f", "steps": [{"advance": 1099511627777}]}"#))
        #expect(tooFar.message == "expected a whole number of milliseconds from 0 to 1099511627776")
        #expect(tooFar.location.pointer.description == "/steps/0/advance")
        #expect(decodingError(#"{"feature": "f", "steps": [{"advance": -1}]}"#) != nil)
    }
}
