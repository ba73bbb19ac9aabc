import Testing

/// The `State` an `@Reducer` enum generates is `@ObservableState`, as TCA's is, so a view reads
/// it from its store and switches on `store.case`. Expanded here with `@ObservableState` too, to
/// show the two compose: the state's identity is its case with the feature state's identity.
/// (The expansion helper names a nested type's extension by its own name; the compiler gives it
/// its full name, `Destination.State`, as the compiler tests show.)
@Suite struct EnumReducerObservationTests {
    @Test func theGeneratedStateIsAnObservableStateIdentifiedByItsCase() {
        expectExpansion(
            """
            @Reducer
            enum Destination {
                case edit(EditFeature)
                case loading
            }
            """,
            expandsTo: """
            enum Destination {
                case edit(EditFeature)
                case loading
                @CasePathable
                @dynamicMemberLookup
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Destination
                    case edit(EditFeature.State)
                    case loading

                    var _$id: UIStateTCA.ObservableStateID {
                        switch self {
                        case .edit(let v0):
                            return UIStateTCA.ObservableStateID._$id(for: v0)._$tag(0)
                        case .loading:
                            return UIStateTCA.ObservableStateID._$inert._$tag(1)
                        }
                    }
                }
                @CasePathable
                enum Action {
                    case edit(EditFeature.Action)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.edit, action: \\Action.Cases.edit) {
                        EditFeature()
                    }
                }
                @CasePathable
                enum CaseScope {
                    case edit(UIStateTCA.StoreOf<EditFeature>)
                    case loading
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .edit(let v0):
                        return .edit(store._caseScope(state: \\.edit, action: \\.edit, showing: v0))
                    case .loading:
                        return .loading
                    }
                }
            }

            extension State: UIStateTCA.ObservableState {
            }
            extension Destination: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: [
                "Reducer": uistateMacros["Reducer"]!,
                "ObservableState": uistateMacros["ObservableState"]!,
            ]
        )
    }
}
