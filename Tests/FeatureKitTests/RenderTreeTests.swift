import Components
import FeatureKit
import Features
import JSON
import Testing

/// `PluginFeature.renderTree`, the entry the host renders through (specialised for each feature
/// in a release build), gives the tree the generic path gives: `RenderedTree(rendering:)` of the
/// feature's view, node for node, interactions and their actions included; and
/// `PluginFeature.encodeTree`, the entry a view subscription encodes through, what the encoder gives.
@Suite("A feature's render and encoding entries")
struct RenderTreeTests {
    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func renderTreeGivesTheTreeOfTheGenericRender(name: String) throws {
        let feature = try #require(BuiltInPlugins.featureTypes.first { $0.name == name })
        try compareRenders(feature)
    }

    /// `PluginFeature.encodeTree`, the entry a view subscription encodes through (specialised
    /// for each feature in a release build), gives the JSON and the patch the encoder gives, render
    /// after render against the same last one.
    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func encodeTreeGivesTheEncodersJSONAndPatch(name: String) throws {
        let feature = try #require(BuiltInPlugins.featureTypes.first { $0.name == name })
        try compareEncodings(feature)
    }

    private func compareRenders<F: PluginFeature>(_ feature: F.Type) throws {
        for (position, state) in Self.states(of: F.self).enumerated() {
            for environment in Self.environments(of: F.self) {
                let entry = F.renderTree(state, environment: environment, memo: nil)
                let generic = RenderedTree(rendering: F.view(state), environment: environment)
                #expect(
                    entry.json(encodeAction: ActionCoding.encode) == generic.json(encodeAction: ActionCoding.encode),
                    "\(F.name), state \(position): the entry's tree differs from the generic render's"
                )
                #expect(entry.outline(encodeAction: ActionCoding.encode) == generic.outline(encodeAction: ActionCoding.encode))
            }
        }
    }

    private func compareEncodings<F: PluginFeature>(_ feature: F.Type) throws {
        var entry = RenderedTreeEncoder<F.Action>(encodeAction: ActionCoding.encode)
        var generic = RenderedTreeEncoder<F.Action>(encodeAction: ActionCoding.encode)
        var renders = 0
        for (position, state) in Self.states(of: F.self).enumerated() {
            for environment in Self.environments(of: F.self) {
                let tree = RenderedTree(rendering: F.view(state), environment: environment)
                let (json, patch) = F.encodeTree(tree, with: &entry)
                let expected = generic.encodeWithPatch(tree)
                #expect(json == expected.json, "\(F.name), state \(position): the entry's JSON differs from the encoder's")
                #expect(json == tree.json(encodeAction: ActionCoding.encode), "\(F.name), state \(position)")
                #expect(patch == expected.patch, "\(F.name), state \(position): the entry's patch differs from the encoder's")
                #expect((patch == nil) == (renders == 0), "\(F.name), state \(position): a patch from every render but the first")
                renders += 1
            }
        }
    }

    /// The initial state and each state the sample actions lead to, one after another (effects
    /// not run).
    private static func states<F: PluginFeature>(of feature: F.Type) -> [F.State] {
        let reducer = F()
        var state = F.initialState
        var states = [state]
        for action in F.sampleActions {
            _ = reducer.reduce(into: &state, action: action)
            states.append(state)
        }
        return states
    }

    /// The default environment and a dark, accessibility-sized one.
    private static func environments<F: PluginFeature>(of feature: F.Type) -> [EnvironmentValues<F.Action>] {
        var dark = EnvironmentValues<F.Action>()
        dark.colorScheme = .dark
        dark.dynamicTypeSize = .accessibilityLarge
        return [EnvironmentValues<F.Action>(), dark]
    }
}
