import Features
import JSON
import FeatureKit
import Testing

@Suite("Valid case names from declared action schemas")
struct ActionSchemaNamesTests {
    @Test func topLevelNamesIncludeBareAndTaggedCases() {
        let names = ActionSchemaNames.names(in: BookmarksFeature.actionSchema, at: [], action: "bogus")
        #expect(names == ["appLaunched", "tabSelected", "home", "bookmarks", "articlesResponse", "bookmarkResponse"])
    }

    @Test func nestedNamesFollowTheTagTheActionUses() {
        let names = ActionSchemaNames.names(in: BookmarksFeature.actionSchema, at: ["home"], action: ["home": "bogus"])
        #expect(names == ["bookmarkTapped", "lastRowAppeared", "retryTapped"])
    }

    @Test func enumAlternativesCountAsBareCases() {
        let names = ActionSchemaNames.names(in: TextFieldFormFeature.actionSchema, at: [], action: "x")
        #expect(names.contains("clearButtonTapped"))
        #expect(names.contains("phoneNumberChanged"))
    }

    @Test func aPathTheSchemaDoesNotKnowGivesNoNames() {
        #expect(ActionSchemaNames.names(in: CounterFeature.actionSchema, at: ["nowhere", "deeper"], action: "x").isEmpty)
    }
}
