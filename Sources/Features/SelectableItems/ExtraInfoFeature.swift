public import StoreRuntime

// MARK: - ExtraInfoFeature

/// The "extraInfo" screen: multiple selection (up to 3) with a custom item and no pattern.
///
/// A ``SelectionScreenFeature`` with its own name and initial state; state and actions are the
/// selection screen's.
public struct ExtraInfoFeature: SelectionScreen {
    public typealias State = SelectionScreenFeature.State
    public typealias Action = SelectionScreenFeature.Action

    public init() {}

    public var body: some Reducer<State, Action> {
        SelectionScreenFeature()
    }
}
