import RPCTestSupport
import Testing
@testable import Conformance

/// Case files are read strictly: a mistake names its file and JSON Pointer.
@Suite("Case files")
struct CaseFileParserTests {
    @Test func theEmbeddedSuiteParsesAndHasServerCasesForBothFramings() async throws {
        // Off the cooperative pool: expanding the suite's megabyte bodies is seconds of CPU in a
        // debug build on a loaded machine, which every other test's wake-ups would wait behind.
        let suite = try await runBlocking { try ConformanceSuite.embedded() }
        #expect(suite.cases.count > 50)
        #expect(suite.cases.contains { $0.framings == [.contentLength] })
        #expect(suite.cases.contains { $0.framings == [.newline] })
        #expect(suite.cases.contains { $0.subject == .client })
    }

    @Test func defaultsApplyAndCasesOverrideThem() throws {
        let cases = try CaseFileParser.parse(stem: "f", text: """
            {"defaults": {"framing": "newline", "initialize": false},
             "cases": [{"name": "a", "description": "d", "steps": [{"closeInput": true}]},
                       {"name": "b", "description": "d", "framing": "both", "steps": [{"exit": 1}]}]}
            """)
        #expect(cases.map(\.id) == ["f/a", "f/b"])
        #expect(cases[0].framings == [.newline])
        #expect(cases[0].initialize == false)
        #expect(cases[1].framings == [.contentLength, .newline])
    }

    @Test func sendBodyConcatenatesTextRepeatsAndBase64() throws {
        let cases = try CaseFileParser.parse(stem: "f", text: """
            {"cases": [{"name": "a", "description": "d", "steps": [{"sendBody": {"$concat": ["a", {"$repeat": "b", "count": 3}, {"$base64": "wyg="}]}}]}]}
            """)
        guard case .send(let body) = cases[0].steps[0] else { Issue.record("not a send"); return }
        #expect(body == Array("abbb".utf8) + [0xC3, 0x28])
    }

    @Test func aStepWithTwoActionsIsRejectedWithItsPath() throws {
        #expect {
            try CaseFileParser.parse(stem: "f", text: #"{"cases": [{"name": "a", "steps": [{"send": 1, "silence": 5}]}]}"#)
        } throws: { error in
            (error as? CaseFileError)?.description.hasPrefix("f.json#/cases/0/steps/0: a step has exactly one of") == true
        }
    }

    @Test func anUnknownMatcherIsRejectedWithItsPath() throws {
        #expect {
            try CaseFileParser.parse(stem: "f", text: #"{"cases": [{"name": "a", "steps": [{"receive": {"id": {"$match": "anything"}}}]}]}"#)
        } throws: { error in
            (error as? CaseFileError)?.path == "/cases/0/steps/0/receive/id"
        }
    }

    @Test func filtersAreGlobsOrSubstrings() {
        let filter = CaseFilter(include: ["lifecycle/*", "echo"], exclude: ["*exit*"])
        #expect(filter.selects("lifecycle/shutdown"))
        #expect(filter.selects("semantics/echo-params-absent"))
        #expect(!filter.selects("lifecycle/exit-without-shutdown"))
        #expect(!filter.selects("tracing/trace-off"))
    }
}
