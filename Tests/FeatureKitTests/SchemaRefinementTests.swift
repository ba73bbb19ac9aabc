import FeatureKit
import JSON
import Testing

// MARK: - Refining a derived schema

@Suite("Refining a derived schema")
struct SchemaRefinementTests {
    private typealias S = JSONSchema

    @Test func keywordsAreAddedWhereThePointerNamesAProperty() throws {
        let schema = try S.derive(Order.self).refining("/lines/*/quantity", ["minimum": 1])
        #expect(schema["properties"]?["lines"]?["items"]?["properties"]?["quantity"] == S.integer(minimum: 1))
        #expect(JSONSchemaValidator.violations(of: try JSONValueEncoder().encode(Order.sample), against: schema).isEmpty)
    }

    @Test func aPointerDescendsIntoAnEnumCaseAndADictionarysValues() throws {
        let schema = try S.derive(ShopAction.self, samples: ShopAction.samples)
            .refining("/stepChanged", S.integer(minimum: 1))
            .refining("/response/id", ["description": "the request's id"])
        let alternatives = try #require(schema["oneOf"]?.arrayValue)
        #expect(alternatives.contains(S.tagged("stepChanged", S.integer(minimum: 1))))
        #expect(!JSONSchemaValidator.violations(of: ["stepChanged": 0], against: schema).isEmpty)
        let notes = try S.derive(Order.self).refining("/notes/*", ["maxLength": 200])
        #expect(notes["properties"]?["notes"] == S.dictionary(of: ["type": "string", "maxLength": 200]))
    }

    @Test func aTransformCanReplaceThePartWhole() throws {
        let schema = try S.derive(Order.self).refining("/status") { _ in S.string(oneOf: ["shipped"]) }
        #expect(schema["properties"]?["status"] == S.string(oneOf: ["shipped"]))
    }

    @Test func aPointerThatNamesNothingMakesARefusalThatSaysSo() throws {
        let schema = try S.derive(Order.self, title: "order").refining("/quantity", ["minimum": 1])
        let reason = try #require(S.derivationFailure(in: schema))
        #expect(reason.contains("/quantity"))
        #expect(schema["title"] == "order")
        #expect(S.derivationFailure(in: schema.refining("/status", ["description": "x"])) == reason)
    }
}
