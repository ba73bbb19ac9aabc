package import Components
package import JSON
package import StoreRuntime

// MARK: - SelectionScreen

/// A screen run by `SelectionScreenFeature`: the three selection screens differ only in their
/// name and initial state, so everything else (state, actions, reducer, view, schemas, samples)
/// is said once here.
package protocol SelectionScreen: Reducer
where State == SelectionScreenFeature.State, Action == SelectionScreenFeature.Action {}

extension SelectionScreen {
    package var body: SelectionScreenFeature { SelectionScreenFeature() }

    package static func view(_ state: State) -> some Component<Action> {
        SelectionScreenView(state: state)
    }

    package static var stateSchema: JSONValue { SelectionScreenSchemas.state }
    package static var actionSchema: JSONValue { SelectionScreenSchemas.action }
    package static var sampleActions: [Action] { SelectionScreenFeature.sampleActions }
}
