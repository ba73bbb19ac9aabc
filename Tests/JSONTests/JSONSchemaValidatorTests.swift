import JSON
import Testing

@Suite struct JSONSchemaValidation {
    /// The schema of a small action enum in the wire form of docs/decisions.md.
    static let actionSchema: JSONValue = [
        "oneOf": [
            ["const": "saveButtonTapped"],
            ["type": "object", "required": ["itemTapped"], "additionalProperties": false,
             "properties": ["itemTapped": ["type": "integer", "minimum": 0]]],
            ["type": "object", "required": ["textChanged"], "additionalProperties": false,
             "properties": ["textChanged": ["type": "string", "maxLength": 10, "pattern": "^[가-힣a-zA-Z ]*$"]]],
            ["type": "object", "required": ["delegate"], "additionalProperties": false,
             "properties": ["delegate": ["$ref": "#/definitions/delegate"]]],
        ],
        "definitions": [
            "delegate": ["type": "object", "properties": ["selected": ["type": "array", "items": ["type": "integer"]]],
                         "required": ["selected"], "additionalProperties": false],
        ],
    ]

    func violations(_ value: JSONValue) -> [String] {
        JSONSchemaValidator.violations(of: value, against: Self.actionSchema).map(\.description)
    }

    @Test func acceptsEveryWellFormedAction() {
        #expect(violations("saveButtonTapped") == [])
        #expect(violations(["itemTapped": 3]) == [])
        #expect(violations(["textChanged": "가족 모임"]) == [])
        #expect(violations(["delegate": ["selected": [1, 2]]]) == [])
    }

    @Test func namesTheClosestAlternativeWhenNoneMatches() {
        #expect(violations(["itemTapped": "x"]) == [
            #"/: matches none of the 4 alternatives (oneOf); closest: /itemTapped: expected integer, found string "x""#,
        ])
        #expect(violations(["delegate": ["selected": [1, "a"]]]) == [
            #"/: matches none of the 4 alternatives (oneOf); closest: /delegate/selected/1: expected integer, found string "a""#,
        ])
    }

    @Test func checksStringLengthAndPattern() {
        let schema: JSONValue = ["type": "string", "maxLength": 3, "pattern": "^[a-z]+$"]
        #expect(JSONSchemaValidator.violations(of: "한국어다", against: schema).map(\.message) == [
            "expected at most 3 characters, found 4", #""한국어다" does not match the pattern ^[a-z]+$"#,
        ])
    }

    @Test func reportsMissingAndUnexpectedMembers() {
        let schema: JSONValue = ["type": "object", "properties": ["id": ["type": "integer"]], "required": ["id"], "additionalProperties": false]
        #expect(JSONSchemaValidator.violations(of: ["name": "x"], against: schema).map(\.description) == [
            #"/: missing required member "id""#, #"/name: unexpected member "name"; expected one of id"#,
        ])
    }

    @Test func comparesNumbersByValue() {
        #expect(JSONSchemaValidator.violations(of: 1.0, against: ["const": 1, "type": "integer"]).isEmpty)
        #expect(JSONSchemaValidator.violations(of: 1.5, against: ["type": "integer"]).count == 1)
        #expect(JSONSchemaValidator.violations(of: 5, against: ["minimum": 6]).map(\.message) == ["expected at least 6, found 5.0"])
    }

    @Test func booleanSchemasAndCompositionWork() {
        #expect(JSONSchemaValidator.violations(of: nil, against: true).isEmpty)
        #expect(JSONSchemaValidator.violations(of: nil, against: false).count == 1)
        #expect(JSONSchemaValidator.violations(of: "a", against: ["anyOf": [["type": "integer"], ["type": "string"]]]).isEmpty)
        #expect(JSONSchemaValidator.violations(of: 3, against: ["not": ["type": "integer"]]).count == 1)
        #expect(JSONSchemaValidator.violations(of: 3, against: ["oneOf": [["type": "integer"], ["type": "number"]]]).map(\.message) == [
            "matches 2 alternatives, but oneOf allows exactly one",
        ])
    }

    @Test func anUnresolvableReferenceIsReportedNotIgnored() {
        #expect(JSONSchemaValidator.violations(of: 1, against: ["$ref": "#/definitions/missing"]).map(\.message) == [
            ##"schema reference "#/definitions/missing" does not resolve inside the schema"##,
        ])
    }
}
