package import StoreRuntime

// MARK: - SelectionScreenFeature

/// The parent of ``SelectableItemsFeature``: a titled screen with the list, a "다음" (next)
/// button and a toast.
///
/// - "다음" is disabled on a single-selection screen while nothing is selected, and always
///   enabled on a multiple-selection screen; tapping it tells this screen's parent the
///   selection (`delegate(.nextRequested(ids))`).
/// - When the list reports invalid text longer than 10 characters, the toast
///   "경조사 명은 10글자까지만 입력 가능해요" shows for 2 seconds on the store's clock; a new
///   toast restarts the 2 seconds.
///
/// The list's state is a field of this state (`selection`), so the selected ids and the custom
/// item are shared by being one value: the parent reads them where the child writes them.
package struct SelectionScreenFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        /// The question the screen asks.
        package var title: String
        /// The list, with the selection and the custom item.
        package var selection: SelectableItemsFeature.State
        /// The toast shown, if any.
        package var toastMessage: String?

        package init(title: String, selection: SelectableItemsFeature.State, toastMessage: String? = nil) {
            self.title = title
            self.selection = selection
            self.toastMessage = toastMessage
        }

        /// Whether "다음" can be tapped.
        package var isNextButtonEnabled: Bool {
            !selection.isSingleSelection || !selection.selectedIDs.isEmpty
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        /// Something happened in the list.
        case selection(SelectableItemsFeature.Action)
        /// "다음" was tapped.
        case nextButtonTapped
        /// The toast's 2 seconds are over.
        case toastTimerElapsed
        /// What this screen's parent is told.
        case delegate(Delegate)

        package enum Delegate: Codable, Equatable, Sendable {
            /// "다음" was tapped with this selection.
            case nextRequested([Int])
        }

        /// Routes list actions to the list's reducer.
        package static let selectionPath = CasePath<Action, SelectableItemsFeature.Action>(
            embed: { .selection($0) },
            extract: { if case .selection(let action) = $0 { action } else { nil } }
        )
    }

    /// The toast shown for text longer than ``maximumTitleLength``.
    package static let tooLongToastMessage = "경조사 명은 10글자까지만 입력 가능해요"
    /// Text longer than this (in characters as people count them) shows the toast.
    package static let maximumTitleLength = 10
    /// How long the toast stays.
    package static let toastDuration: Duration = .seconds(2)

    enum CancelID: Hashable, Sendable { case toast }

    package init() {}

    package var body: some Reducer<State, Action> {
        Scope(state: \.selection, action: Action.selectionPath) {
            SelectableItemsFeature()
        }
        Reduce { state, action in
            switch action {
            case .selection(.delegate(.invalidText(let text))):
                guard text.count > Self.maximumTitleLength else { return .none }
                state.toastMessage = Self.tooLongToastMessage
                // A timer the store knows (not a closure that sleeps): a state with the toast
                // showing is explored from a checkpoint that keeps it, without a replay.
                return .send(.toastTimerElapsed, after: Self.toastDuration)
                    .cancellable(id: CancelID.toast, cancelInFlight: true)

            case .selection:
                return .none

            case .nextButtonTapped:
                guard state.isNextButtonEnabled else { return .none }
                return .send(.delegate(.nextRequested(state.selection.selectedIDs)))

            case .toastTimerElapsed:
                state.toastMessage = nil
                return .none

            case .delegate:
                return .none
            }
        }
    }
}
