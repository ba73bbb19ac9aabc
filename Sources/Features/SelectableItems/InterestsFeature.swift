public import StoreRuntime

// MARK: - InterestsFeature

/// The "interests" screen: multiple selection up to 20 of 24 items, without a custom item.
///
/// A ``SelectionScreenFeature`` with its own name and initial state; state and actions are the
/// selection screen's.
public struct InterestsFeature: SelectionScreen {
    public typealias State = SelectionScreenFeature.State
    public typealias Action = SelectionScreenFeature.Action

    public init() {}

    public var body: some Reducer<State, Action> {
        SelectionScreenFeature()
    }
}
