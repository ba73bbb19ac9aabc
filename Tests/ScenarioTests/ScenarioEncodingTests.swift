import Components
import JSON
import Scenario
import Testing

/// The model's JSON form: what `history/export` writes and any tool may, read back by the loader.
@Suite struct ScenarioEncodingTests {
    static let path = "/scenarios/encoded.scenario.json"

    /// One step of every kind, with labels and every shape of state assertion.
    static let steps: [ScenarioStep] = [
        ScenarioStep(action: .send(["buttonTapped": "filled"]), state: StateExpectation(pointers: [
            .init(pointer: JSONPointer(tokens: ["tapCount"]), value: 1),
            .init(pointer: JSONPointer(tokens: ["a/b", "c~d"]), value: "escaped"),
        ])),
        ScenarioStep(action: .receive("toastTimerElapsed", partial: false), state: StateExpectation(absent: [JSONPointer(tokens: ["toastMessage"])])),
        ScenarioStep(action: .receive(["articlesResponse": ["page": 2]], partial: true), label: "second page"),
        ScenarioStep(action: .tap(.selector(Selector(label: "지우기", type: "button").index(1))), state: StateExpectation(state: ["count": 0])),
        ScenarioStep(action: .tap(.shorthand("친구")), label: "a text, else a label, else an id"),
        ScenarioStep(action: .input(.id("form.phone"), text: "010"), state: StateExpectation(partial: ["phoneNumber": "010"])),
        ScenarioStep(action: .appear(.selector(Selector(id: "home.list/hstack[5]", role: "row")))),
        ScenarioStep(action: .focus(.id("form.phone")), label: "focus the phone field"),
        ScenarioStep(action: .focus(nil), state: StateExpectation()),
        ScenarioStep(action: .advance(milliseconds: 1999)),
        ScenarioStep(action: .settle, state: StateExpectation(
            state: ["x": 1], partial: ["x": 1], pointers: [.init(pointer: JSONPointer(tokens: ["x"]), value: 1)],
            absent: [JSONPointer(tokens: ["y"])]
        )),
        ScenarioStep(action: .set(["colorScheme": "dark"])),
        ScenarioStep(action: .replaceState(["title": "edited", "selection": ["selectedIDs": [1]]])),
        ScenarioStep(action: .relaunch, label: "again"),
        ScenarioStep(action: .expect(Expectation(events: [["haptic": ["style": "medium"]]]))),
        ScenarioStep(action: .expect(Expectation(
            state: StateExpectation(pointers: [.init(pointer: JSONPointer(tokens: ["toastMessage"]), value: "경조사")]),
            view: ViewExpectation(
                contains: [
                    NodeExpectation(selector: .id("nextButton"), enabled: false),
                    NodeExpectation(selector: .text("저장"), properties: ["style": "filled"], hidden: false, covered: true),
                ],
                notContains: [NodeExpectation(selector: .id("toast"))]
            ),
            events: [],
            snapshot: SnapshotExpectation(file: "snapshots/a.txt", resolvedPath: "/scenarios/snapshots/a.txt", format: .text),
            invariant: InvariantExpectation(name: "never negative", schema: ["type": "object"])
        )), label: "everything at once"),
        ScenarioStep(action: .expect(Expectation(
            view: ViewExpectation(),
            snapshot: SnapshotExpectation(file: "tree.json", resolvedPath: "/scenarios/tree.json", format: .json),
            invariant: InvariantExpectation(schema: false)
        ))),
        ScenarioStep(action: .expect(Expectation(
            snapshot: SnapshotExpectation(file: "../tree.txt", resolvedPath: "/tree.txt", format: .json)
        ))),
    ]

    static let document = ScenarioDocument(
        name: "every step kind", tags: ["encoding", "all"], feature: "relationship", initialState: ["title": "x"],
        environment: ["dynamicTypeSize": "xLarge"], dependencies: [("zeta", "fails"), ("alpha", "succeeds")],
        clock: .live, storage: "/var/tmp/storage", exhaustivity: .offShowSkipped, steps: steps
    )

    @Test func everyStepKindReadsBackThroughTheLoaderAsTheSameValue() throws {
        let text = Self.document.json.serializedString(.compact)
        let decoded = try ScenarioLoader().decode(text: text, path: Self.path)
        #expect(decoded.steps.count == Self.steps.count)
        for (written, read) in zip(Self.steps, decoded.steps) {
            #expect(read.action == written.action)
            #expect(read.label == written.label)
            #expect(read.state == written.state)
        }
        let kinds = Set(decoded.steps.map(\.action.kind))
        #expect(kinds == Set(StepAction.kinds).subtracting(["include"]), "every kind a file may use but include")
    }

    @Test func theHeaderReadsBackAsTheSameValue() throws {
        let decoded = try ScenarioLoader().decode(text: Self.document.json.serializedString(.compact), path: Self.path)
        #expect(decoded.name == "every step kind")
        #expect(decoded.tags == ["encoding", "all"])
        #expect(decoded.feature == "relationship")
        #expect(decoded.initialState == ["title": "x"])
        #expect(decoded.environment == ["dynamicTypeSize": "xLarge"])
        #expect(decoded.dependencies.map { [$0.name, $0.preset] } == [["zeta", "fails"], ["alpha", "succeeds"]])
        #expect(decoded.clock == .live)
        #expect(decoded.storage == "/var/tmp/storage")
        #expect(decoded.exhaustivity == .offShowSkipped)
    }

    @Test func encodingWhatTheLoaderReadGivesTheSameJSON() throws {
        let json = Self.document.json
        let decoded = try ScenarioLoader().decode(value: json, path: Self.path)
        #expect(decoded.json == json)
    }

    @Test func defaultsAreLeftOutAndMembersKeepTheOrderFilesUse() {
        let document = ScenarioDocument(name: "minimal", feature: "counter", steps: [
            ScenarioStep(action: .input(.id("counter.field"), text: "42"), state: StateExpectation(pointers: [
                .init(pointer: JSONPointer(tokens: ["count"]), value: 42),
            ])),
            ScenarioStep(action: .receive("factResponse", partial: true), label: "fact"),
            ScenarioStep(action: .focus(nil)),
            ScenarioStep(action: .settle, state: StateExpectation()),
            ScenarioStep(action: .expect(Expectation(snapshot: SnapshotExpectation(file: "a.json", resolvedPath: "a.json", format: .json)))),
        ])
        #expect(document.json.serializedString(.compact) == #"""
            {"name":"minimal","feature":"counter","steps":[\#
            {"input":{"id":"counter.field"},"text":"42","pointers":{"/count":42}},\#
            {"receive":"factResponse","match":"partial","label":"fact"},\#
            {"focus":null},\#
            {"settle":true,"pointers":{}},\#
            {"expect":{"snapshot":"a.json"}}]}
            """#)
    }

    @Test func aNodeExpectationMadeInCodeIsWrittenAsItsJSON() {
        let node = NodeExpectation(selector: Selector(id: "nextButton", index: 0), enabled: true)
        #expect(node.written == ["id": "nextButton", "index": 0, "enabled": true])
    }
}
