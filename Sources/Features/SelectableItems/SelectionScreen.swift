package import Components
package import FeatureKit
package import JSON
package import StoreRuntime

// MARK: - SelectionScreen

/// A screen run by `SelectionScreenFeature`: the three selection screens differ only in their
/// name and initial state, so everything else (state, actions, reducer, view, samples, what the
/// state schema says beyond the types) is said once here.
package protocol SelectionScreen: PluginFeature
where State == SelectionScreenFeature.State, Action == SelectionScreenFeature.Action {}

extension SelectionScreen {
    package var body: SelectionScreenFeature { SelectionScreenFeature() }

    package static func view(_ state: State) -> some Component<Action> {
        SelectionScreenView(state: state)
    }

    package static var sampleActions: [Action] { SelectionScreenFeature.sampleActions }

    /// Derived from the types, with what they cannot say: a list lets at least one item be
    /// selected. The action schema is derived.
    package static var stateSchema: JSONValue {
        derivedStateSchema.refining("/selection/maximumSelectionCount", ["minimum": 1])
    }
}
