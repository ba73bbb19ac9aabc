import Components
import FeatureKit
import Features
import JSON
import Testing

/// `PluginFeature.renderTree`, the entry the host renders through (specialised for each feature
/// in a release build), gives the tree the generic path gives: `RenderedTree(rendering:)` of the
/// feature's view, node for node, interactions and their actions included.
@Suite("A feature's render entry")
struct RenderTreeTests {
    @Test(arguments: BuiltInPlugins.features.map(\.name))
    func renderTreeGivesTheTreeOfTheGenericRender(name: String) throws {
        let feature = try #require(BuiltInPlugins.featureTypes.first { $0.name == name })
        try compareRenders(feature)
    }

    /// The initial state and each state the sample actions lead to, one after another (effects
    /// not run), each in the default environment and in a dark, accessibility-sized one.
    private func compareRenders<F: PluginFeature>(_ feature: F.Type) throws {
        var dark = EnvironmentValues<F.Action>()
        dark.colorScheme = .dark
        dark.dynamicTypeSize = .accessibilityLarge
        let reducer = F()
        var state = F.initialState
        var states = [state]
        for action in F.sampleActions {
            _ = reducer.reduce(into: &state, action: action)
            states.append(state)
        }
        for (position, state) in states.enumerated() {
            for environment in [EnvironmentValues<F.Action>(), dark] {
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
}
