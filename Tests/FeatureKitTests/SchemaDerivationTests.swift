import FeatureKit
import JSON
import StoreRuntime
import Testing

// MARK: - Deriving schemas from types

/// Every value encodes to something `schema` accepts.
private func expectAccepts<T: Encodable>(_ schema: JSONValue, _ values: [T], sourceLocation: SourceLocation = #_sourceLocation) throws {
    for value in values {
        let wire = try JSONValueEncoder().encode(value)
        let violations = JSONSchemaValidator.violations(of: wire, against: schema)
        #expect(violations.isEmpty, "\(wire): \(violations)", sourceLocation: sourceLocation)
    }
}

private func refuses(_ schema: JSONValue, _ wire: JSONValue) -> Bool {
    !JSONSchemaValidator.violations(of: wire, against: schema).isEmpty
}

@Suite("Deriving schemas from Codable types")
struct SchemaDerivationTests {
    private typealias S = JSONSchema

    @Test func aStructIsAnObjectOfExactlyItsMembersWithOptionalOnesNotRequired() throws {
        let schema = try S.derive(Order.self, title: "order")
        #expect(schema["$schema"] == S.draft07)
        #expect(schema["title"] == "order")
        #expect(schema["required"] == [
            "id", "placedAt", "lines", "tags", "notes", "stockByShelf", "status", "priority", "weights",
        ])
        #expect(schema["additionalProperties"] == false)
        #expect(schema["properties"]?["lines"] == S.array(of: S.object(["sku": S.string, "quantity": S.integer])))
        #expect(schema["properties"]?["discount"] == S.number)
        try expectAccepts(schema, [Order.sample])
        var bare = Order.sample
        bare.receipt = nil
        bare.discount = nil
        try expectAccepts(schema, [bare])
    }

    @Test func collectionsDictionariesAndFoundationValuesAreWhatTheBridgeWrites() throws {
        let properties = try #require(try S.derive(Order.self)["properties"])
        #expect(properties["tags"] == ["type": "array", "items": S.string, "uniqueItems": true])
        #expect(properties["notes"] == S.dictionary(of: S.string))
        #expect(properties["stockByShelf"]?["additionalProperties"] == S.integer)
        #expect(properties["placedAt"] == ["type": "string", "format": "date-time"])
        #expect(properties["receipt"] == ["type": "string", "format": "uri-reference"])
        #expect(properties["weights"] == S.array(of: ["anyOf": [S.number, ["type": "null"]]]))
        let uuid = try #require(properties["id"])
        #expect(!refuses(uuid, "0A0B0C0D-0000-4000-8000-00000000000F"))
        #expect(refuses(uuid, "not a uuid"))
    }

    @Test func caseIterableRawValueEnumsListTheirRawValues() throws {
        let properties = try #require(try S.derive(Order.self)["properties"])
        #expect(properties["status"] == S.cases(of: OrderStatus.self))
        #expect(properties["priority"] == ["type": "integer", "enum": [1, 2]])
    }

    @Test func anActionIsOneAlternativePerCaseInTheOrderTheSamplesShowThem() throws {
        let schema = try S.derive(ShopAction.self, samples: ShopAction.samples)
        let alternatives = try #require(schema["oneOf"]?.arrayValue)
        #expect(alternatives.first == S.bare("reset"))
        #expect(alternatives.contains(S.tagged("stepChanged", S.integer)))
        #expect(alternatives.contains(S.tagged("response", S.object(["id": S.integer, "ok": S.boolean]))))
        #expect(ActionSchemaNames.names(in: schema, at: [], action: .null) == ["reset", "stepChanged", "response", "note", "rows", "sheet"])
        try expectAccepts(schema, ShopAction.samples)
        #expect(refuses(schema, "stepChanged"))
        #expect(refuses(schema, ["response": ["id": 1]]))
        #expect(refuses(schema, "unknown"))
    }

    @Test func aCaseWhoseOnlyValueIsOptionalIsAlsoItsBareName() throws {
        let schema = try S.derive(ShopAction.self, samples: ShopAction.samples)
        try expectAccepts(schema, [ShopAction.note(nil), .note("x")])
        #expect(try JSONValueEncoder().encode(ShopAction.note(nil)) == "note")
    }

    @Test func presentationAndIdentifiedActionsListTheirCasesEvenUnsampled() throws {
        let schema = try S.derive(ShopAction.self, samples: ShopAction.samples)
        try expectAccepts(schema, [ShopAction.sheet(.dismiss), .rows(.element(id: 7, action: .toggled))])
        #expect(ActionSchemaNames.names(in: schema, at: ["sheet"], action: ["sheet": "x"]) == ["presented", "dismiss"])
        #expect(refuses(schema, ["rows": ["element": ["id": "7", "action": "toggled"]]]))
    }

    @Test func anIdentifiedArrayIsAnArrayAndATypeHoldingItselfIsADefinition() throws {
        let schema = try S.derive(Folder.self)
        #expect(schema["$ref"] == "#/definitions/Folder")
        let folder = try #require(schema["definitions"]?["Folder"])
        #expect(folder["properties"]?["children"] == S.array(of: ["$ref": "#/definitions/Folder"]))
        let tree = Folder(id: 1, name: "root", children: [Folder(id: 2, name: "docs", children: [])])
        try expectAccepts(schema, [tree])
        #expect(refuses(schema, ["id": 1, "name": "root", "children": [["id": 2]]]))
    }

    @Test func anEnumWhoseCasesHoldItselfIsADefinitionToo() throws {
        let schema = try S.derive(Expression.self, samples: Expression.samples)
        let reference: JSONValue = ["$ref": "#/definitions/Expression"]
        #expect(schema["definitions"]?["Expression"]?["oneOf"] == [
            S.tagged("number", S.integer), S.tagged("negated", reference), S.tagged("sum", S.array(of: reference)),
        ])
        try expectAccepts(schema, Expression.samples + [.sum([.negated(.sum([]))])])
        #expect(refuses(schema, ["negated": ["sum": ["three"]]]))
    }

    @Test func aSharedValueIsTheValueItShares() throws {
        let schema = try S.derive(Preferences.self)
        #expect(schema["properties"]?["volume"] == S.integer)
        try expectAccepts(schema, [Preferences()])
    }

    @Test func aTypeThatStatesItsSchemaIsTakenAtItsWord() throws {
        let schema = try S.derive(StatedDiscount.self)
        #expect(schema["properties"]?["rate"] == StatedPercent.jsonSchema)
        try expectAccepts(schema, [StatedDiscount(rate: StatedPercent(percent: Percent(20)))])
    }

    @Test func anEnumInStateShowsItsCasesThroughSampleCases() throws {
        let schema = try S.derive(SampledJob.self)
        #expect(schema["properties"]?["phase"] == S.oneOf([S.bare("queued"), S.tagged("failed", S.string)]))
    }
}

@Suite("What derivation refuses, and what it asks for")
struct SchemaDerivationFailureTests {
    private typealias S = JSONSchema

    private func failure<T: Codable>(_ type: T.Type, samples: [any Encodable] = []) -> SchemaDerivationError? {
        do {
            _ = try S.derive(type, samples: samples)
            return nil
        } catch {
            return error
        }
    }

    @Test func aValidatingInitFromIsNamedWithWhereItSitsAndWhatToSupply() throws {
        let error = try #require(failure(Discount.self))
        #expect(error.typeName.hasSuffix("Percent"))
        #expect(error.path == "/rate")
        #expect(error.message.contains("JSONSchemaProviding"), "\(error)")
    }

    @Test func anEnumNoSampleShowsIsNamedWithTheWaysToShowIt() throws {
        let error = try #require(failure(Job.self))
        #expect(error.typeName.hasSuffix("JobPhase"))
        #expect(error.path == "/phase")
        #expect(error.message.contains("EnumCaseSamples") && error.message.contains("sampleActions"), "\(error)")
        #expect(failure(Job.self, samples: [JobPhase.queued, JobPhase.failed("x")]) == nil)
    }

    @Test func severalUnlabeledValuesInACaseAskForLabels() throws {
        let error = try #require(failure(Move.self, samples: [Move.to(1, 2)]))
        #expect(error.message.contains("label the values"), "\(error)")
    }

    @Test func rawValuesWithoutCaseIterableAskForIt() throws {
        let error = try #require(failure(Shirt.self))
        #expect(error.path == "/size")
        #expect(error.message.contains("CaseIterable"), "\(error)")
    }

    @Test func aDictionaryKeyedByAnythingButStringsOrIntegersIsRefused() throws {
        let error = try #require(failure(ShelfMap.self))
        #expect(error.path == "/shelves")
    }

    @Test func theNonThrowingFormRefusesEveryValueAndSaysWhy() throws {
        let schema = S.derived(Job.self, title: "job")
        let reason = try #require(S.derivationFailure(in: schema))
        #expect(reason.contains("JobPhase"))
        #expect(schema["title"] == "job")
        #expect(refuses(schema, ["phase": "queued"]))
        #expect(S.derivationFailure(in: try S.derive(SampledJob.self)) == nil)
    }
}
