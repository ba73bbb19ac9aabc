import Features
import JSON
import FeatureKit
import Testing

@Suite("Built-in plugins through the plugin API")
struct BuiltInPluginTests {
    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func sampleActionsMatchTheDeclaredActionSchema(name: String) throws {
        let feature = try #require(BuiltInPlugins.featureTypes.first { $0.name == name })
        try checkSamples(feature)
    }

    private func checkSamples<F: PluginFeature>(_ feature: F.Type) throws {
        #expect(!F.sampleActions.isEmpty, "\(F.name) declares no sample actions")
        #expect(F.schemaViolations().isEmpty, "\(F.name): \(F.schemaViolations())")
    }

    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func everySampleCaseNameIsAnExpectedName(name: String) throws {
        let definition = try #require(BuiltInPlugins.features.first { $0.name == name })
        #expect(!definition.actionNames.isEmpty)
        let feature = try #require(BuiltInPlugins.featureTypes.first { $0.name == name })
        for tag in try sampleTags(feature) {
            #expect(definition.actionNames.contains(tag), "\(name): \(tag) missing from \(definition.actionNames)")
        }
    }

    private func sampleTags<F: PluginFeature>(_ feature: F.Type) throws -> [String] {
        try F.sampleActions.compactMap { action in
            switch try JSONValueEncoder().encode(action) {
            case .string(let tag): tag
            case .object(let object): object.keys.first
            default: nil
            }
        }
    }

    @Test func featureNamesAreUniqueAndListed() {
        let names = BuiltInPlugins.features.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.contains("counter"))
        #expect(names.contains("bookmarks"))
    }

    @Test func presetsAreListedWithTheDefaultFirst() throws {
        let bookmarks = try #require(BuiltInPlugins.features.first { $0.name == "bookmarks" })
        let api = try #require(bookmarks.dependencies.first { $0.name == "bookmarkAPI" })
        #expect(api.presets.first == "succeeds")
        #expect(api.presets.contains("fails"))
        #expect(bookmarks.launchAction == "appLaunched")
    }
}
