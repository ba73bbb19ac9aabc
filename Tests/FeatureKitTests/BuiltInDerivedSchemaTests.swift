import FeatureKit
import Features
import JSON
import Testing

// MARK: - The built-in features' derived schemas against the hand-written ones

/// One published schema and the one the feature wrote by hand before.
struct PublishedSchema: Sendable, CustomStringConvertible {
    let description: String
    let published: JSONValue
    let derived: JSONValue
    let handWritten: JSONValue
    /// Whether the feature refines the derived schema (the types say less than it wrote).
    let isRefined: Bool

    static func state<F: PluginFeature>(_ feature: F.Type, _ handWritten: JSONValue, refined: Bool = false) -> Self {
        Self(description: "\(F.name) state", published: F.stateSchema, derived: F.derivedStateSchema, handWritten: handWritten, isRefined: refined)
    }

    static func action<F: PluginFeature>(_ feature: F.Type, _ handWritten: JSONValue, refined: Bool = false) -> Self {
        Self(description: "\(F.name) action", published: F.actionSchema, derived: F.derivedActionSchema, handWritten: handWritten, isRefined: refined)
    }
}

private typealias H = HandWrittenSchemas

let builtInSchemas: [PublishedSchema] = [
    .state(BookmarksFeature.self, H.Bookmarks.stateSchema, refined: true),
    .action(BookmarksFeature.self, H.Bookmarks.actionSchema),
    .state(ButtonGalleryFeature.self, H.ButtonGallery.stateSchema, refined: true),
    .action(ButtonGalleryFeature.self, H.ButtonGallery.actionSchema),
    .state(CounterFeature.self, H.Counter.stateSchema),
    .action(CounterFeature.self, H.Counter.actionSchema),
    .state(LocationDetailFeature.self, H.LocationDetail.stateSchema, refined: true),
    .action(LocationDetailFeature.self, H.LocationDetail.actionSchema, refined: true),
    .state(TextFieldFormFeature.self, H.TextFieldForm.stateSchema, refined: true),
    .action(TextFieldFormFeature.self, H.TextFieldForm.actionSchema),
    .state(RelationshipFeature.self, H.SelectionScreens.stateSchema, refined: true),
    .action(RelationshipFeature.self, H.SelectionScreens.actionSchema),
    .state(ExtraInfoFeature.self, H.SelectionScreens.stateSchema, refined: true),
    .action(ExtraInfoFeature.self, H.SelectionScreens.actionSchema),
    .state(InterestsFeature.self, H.SelectionScreens.stateSchema, refined: true),
    .action(InterestsFeature.self, H.SelectionScreens.actionSchema),
]

@Suite("Built-in features: derived schemas against the hand-written ones")
struct BuiltInDerivedSchemaTests {
    @Test(arguments: builtInSchemas)
    func thePublishedSchemaAcceptsWhatTheHandWrittenOneAccepted(_ schema: PublishedSchema) {
        #expect(JSONSchema.derivationFailure(in: schema.published) == nil, "\(schema.published)")
        #expect(SchemaMeaning.of(schema.published) == SchemaMeaning.of(schema.handWritten),
                "\(schema.published.serializedString(.pretty))")
    }

    @Test(arguments: builtInSchemas)
    func aFeatureRefinesTheDerivedSchemaOnlyWhereTheTypesSayLess(_ schema: PublishedSchema) {
        if schema.isRefined {
            #expect(SchemaMeaning.of(schema.derived) != SchemaMeaning.of(schema.handWritten))
        } else {
            #expect(schema.published == schema.derived)
        }
    }

    @Test func theCounterPublishesExactlyWhatItOnceWroteByHand() {
        #expect(CounterFeature.stateSchema == H.Counter.stateSchema)
        #expect(CounterFeature.actionSchema == H.Counter.actionSchema)
    }

    @Test(arguments: builtInSchemas)
    func aDerivedSchemaIsTitledAfterTheFeature(_ schema: PublishedSchema) {
        #expect(schema.published["title"]?.stringValue == schema.description)
        #expect(schema.published["$schema"] == JSONSchema.draft07)
    }
}
