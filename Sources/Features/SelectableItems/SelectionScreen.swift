public import Components
public import JSONValue
public import StoreRuntime

// MARK: - SelectionScreen

/// A screen run by `SelectionScreenFeature`: the three selection screens differ only in their
/// name and initial state, so everything else (state, actions, reducer, view, schemas, samples)
/// is said once here.
public protocol SelectionScreen: Reducer
where State == SelectionScreenFeature.State, Action == SelectionScreenFeature.Action {}

extension SelectionScreen {
    public var body: SelectionScreenFeature { SelectionScreenFeature() }

    public static func view(_ state: State) -> some Component<Action> {
        SelectionScreenView(state: state)
    }

    public static var stateSchema: JSONValue { SelectionScreenSchemas.state }
    public static var actionSchema: JSONValue { SelectionScreenSchemas.action }
    public static var sampleActions: [Action] { SelectionScreenFeature.sampleActions }
}
