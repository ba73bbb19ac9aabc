import JSON
import FeatureKit
import Testing

@Suite("Schema builders")
struct JSONSchemaBuilderTests {
    private typealias S = JSONSchema

    @Test func anObjectRequiresEveryPropertyButTheOptionalOnesAndNoOthers() {
        let schema = S.object(["id": S.integer, "note": S.string], optional: ["note"])
        #expect(schema == [
            "type": "object",
            "properties": ["id": ["type": "integer"], "note": ["type": "string"]],
            "required": ["id"],
            "additionalProperties": false,
        ])
        #expect(JSONSchemaValidator.violations(of: ["id": 1], against: schema).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: ["note": "x"], against: schema).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: ["id": 1, "extra": true], against: schema).isEmpty)
    }

    @Test func bareAndTaggedCasesMatchTheCodableWireForm() {
        let action = S.action(title: "demo action", [S.bare("reset"), S.tagged("stepChanged", S.integer(minimum: 1))])
        #expect(action["$schema"] == S.draft07)
        #expect(action["title"] == "demo action")
        #expect(JSONSchemaValidator.violations(of: "reset", against: action).isEmpty)
        #expect(JSONSchemaValidator.violations(of: ["stepChanged": 2], against: action).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: ["stepChanged": 0], against: action).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: "stepChanged", against: action).isEmpty)
        #expect(ActionSchemaNames.names(in: action, at: [], action: .null) == ["reset", "stepChanged"])
    }

    @Test func aDocumentPutsTheDraftAndTitleFirst() {
        let document = S.document(title: "t", S.array(of: S.string))
        #expect(document.objectValue?.keys == ["$schema", "title", "type", "items"])
        #expect(S.document(S.boolean).objectValue?.keys == ["$schema", "type"])
    }

    @Test func patternsEnumsAndDictionariesSayWhatTheyAccept() {
        #expect(JSONSchemaValidator.violations(of: "010-1234", against: S.string(pattern: "^010")).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: "011", against: S.string(pattern: "^010")).isEmpty)
        #expect(S.cases(of: Direction.self) == ["type": "string", "enum": ["up", "down"]])
        #expect(!JSONSchemaValidator.violations(of: "left", against: S.cases(of: Direction.self)).isEmpty)
        let counts = S.dictionary(of: S.integer(minimum: 0))
        #expect(JSONSchemaValidator.violations(of: ["a": 1, "b": 0], against: counts).isEmpty)
        #expect(!JSONSchemaValidator.violations(of: ["a": -1], against: counts).isEmpty)
    }

    private enum Direction: String, CaseIterable {
        case up, down
    }
}
