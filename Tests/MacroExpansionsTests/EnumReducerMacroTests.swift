import Testing

/// `@Reducer` on an enum: `State` and `Action` with a case per feature, their case paths, and a
/// static `body` scoping each feature. Only `@Reducer` and `@ReducerCaseIgnored` are expanded
/// here, so the `@CasePathable` attributes it adds show.
@Suite struct EnumReducerMacroTests {
    private let reducerOnly = [
        "Reducer": uistateMacros["Reducer"]!,
        "ReducerCaseIgnored": uistateMacros["ReducerCaseIgnored"]!,
    ]

    @Test func everyCaseShapeTakesItsPartInStateActionAndBody() {
        expectExpansion(
            """
            @Reducer
            enum Destination {
                case add(AddFeature)
                case alert(AlertState<Alert>)
                case dialog(UIStateTCA.ConfirmationDialogState<Choice>)
                @ReducerCaseIgnored
                case summary(notes: [String], isFinal: Bool)
                case loading
            }
            """,
            expandsTo: """
            enum Destination {
                case add(AddFeature)
                case alert(AlertState<Alert>)
                case dialog(UIStateTCA.ConfirmationDialogState<Choice>)
                case summary(notes: [String], isFinal: Bool)
                case loading
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Destination
                    case add(AddFeature.State)
                    case alert(AlertState<Alert>)
                    case dialog(UIStateTCA.ConfirmationDialogState<Choice>)
                    case summary(notes: [String], isFinal: Bool)
                    case loading
                }
                @CasePathable
                enum Action {
                    case add(AddFeature.Action)
                    case alert(Alert)
                    case dialog(Choice)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.add, action: \\Action.Cases.add) {
                        AddFeature()
                    }
                }
                @CasePathable
                enum CaseScope {
                    case add(UIStateTCA.StoreOf<AddFeature>)
                    case alert(UIStateTCA.Store<AlertState<Alert>, Alert>)
                    case dialog(UIStateTCA.Store<UIStateTCA.ConfirmationDialogState<Choice>, Choice>)
                    case summary(notes: [String], isFinal: Bool)
                    case loading
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .add(let v0):
                        return .add(store._caseScope(state: \\.add, action: \\.add, showing: v0))
                    case .alert(let v0):
                        return .alert(store._caseScope(state: \\.alert, action: \\.alert, showing: v0))
                    case .dialog(let v0):
                        return .dialog(store._caseScope(state: \\.dialog, action: \\.dialog, showing: v0))
                    case .summary(let v0, let v1):
                        return .summary(notes: v0, isFinal: v1)
                    case .loading:
                        return .loading
                    }
                }
            }
            extension Destination: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: reducerOnly
        )
    }

    /// The runtime requires `Sendable` actions, which Swift does not infer for public types; the
    /// state gets what is written, as in TCA, and an unchecked `Sendable`, since a feature's state
    /// may not be `Sendable` and the store confines it.
    @Test func aPublicEnumReducersActionsAreSendableAndItsStateHasWhatIsWrittenAndUncheckedSendable() {
        expectExpansion(
            """
            @Reducer
            public enum Path {
                case detail(Detail)
                public enum Alert {
                    case confirm
                }
            }
            """,
            expandsTo: """
            public enum Path {
                case detail(Detail)
                @UIStateTCA._SendableAction
                public enum Alert {
                    case confirm
                }
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                public enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    public typealias StateReducer = Path
                    case detail(Detail.State)
                }
                @CasePathable
                public enum Action: Sendable {
                    case detail(Detail.Action)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                public static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.detail, action: \\Action.Cases.detail) {
                        Detail()
                    }
                }
                @CasePathable
                public enum CaseScope {
                    case detail(UIStateTCA.StoreOf<Detail>)
                }
                public static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .detail(let v0):
                        return .detail(store._caseScope(state: \\.detail, action: \\.detail, showing: v0))
                    }
                }
            }
            extension Path: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func anEnumReducerWithNoFeatureHasAnEmptyBody() {
        expectExpansion(
            """
            @Reducer
            enum Placeholder {
                case empty
            }
            """,
            expandsTo: """
            enum Placeholder {
                case empty
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Placeholder
                    case empty
                }
                @CasePathable
                enum Action {
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {
                }
                @CasePathable
                enum CaseScope {
                    case empty
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .empty:
                        return .empty
                    }
                }
            }
            extension Placeholder: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func aCaseWithSeveralValuesOrAnUnnamedTypeKeepsItsValuesAsState() {
        expectExpansion(
            """
            @Reducer
            enum Path {
                case detail(Detail)
                case meeting(Meeting, syncUp: SyncUp)
                case ids([Int])
            }
            """,
            expandsTo: """
            enum Path {
                case detail(Detail)
                case meeting(Meeting, syncUp: SyncUp)
                case ids([Int])
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Path
                    case detail(Detail.State)
                    case meeting(Meeting, syncUp: SyncUp)
                    case ids([Int])
                }
                @CasePathable
                enum Action {
                    case detail(Detail.Action)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.detail, action: \\Action.Cases.detail) {
                        Detail()
                    }
                }
                @CasePathable
                enum CaseScope {
                    case detail(UIStateTCA.StoreOf<Detail>)
                    case meeting(Meeting, syncUp: SyncUp)
                    case ids([Int])
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .detail(let v0):
                        return .detail(store._caseScope(state: \\.detail, action: \\.detail, showing: v0))
                    case .meeting(let v0, let v1):
                        return .meeting(v0, syncUp: v1)
                    case .ids(let v0):
                        return .ids(v0)
                    }
                }
            }
            extension Path: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: reducerOnly
        )
    }
}

extension EnumReducerMacroTests {
    /// An enum that writes its own `Action` gets the rest; an ignored case with an action of the
    /// same name is scoped in views to a store of its state and that action.
    @Test func anEnumThatDeclaresItsOwnActionGetsTheRest() {
        expectExpansion(
            """
            @Reducer
            enum Destination {
                @ReducerCaseIgnored
                case alert(AlertState<Alert>)
                case edit(Form)
                enum Action {
                    case alert(Alert)
                    case edit(Form.Action)
                }
            }
            """,
            expandsTo: """
            enum Destination {
                case alert(AlertState<Alert>)
                case edit(Form)
                enum Action {
                    case alert(Alert)
                    case edit(Form.Action)
                }
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Destination
                    case alert(AlertState<Alert>)
                    case edit(Form.State)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.edit, action: \\Action.Cases.edit) {
                        Form()
                    }
                }
                @CasePathable
                enum CaseScope {
                    case alert(UIStateTCA.Store<AlertState<Alert>, Alert>)
                    case edit(UIStateTCA.StoreOf<Form>)
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .alert(let v0):
                        return .alert(store._caseScope(state: \\.alert, action: \\.alert, showing: v0))
                    case .edit(let v0):
                        return .edit(store._caseScope(state: \\.edit, action: \\.edit, showing: v0))
                    }
                }
            }
            extension Destination: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: reducerOnly
        )
    }
}

extension EnumReducerMacroTests {
    @Test func theConformancesTCA18sArgumentsNameAreAddedToTheGeneratedEnums() {
        expectExpansion(
            """
            @Reducer(state: .equatable, .codable, action: .equatable, .sendable)
            public enum Destination {
                case add(AddFeature)
            }
            """,
            expandsTo: """
            public enum Destination {
                case add(AddFeature)
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                public enum State: UIStateTCA.CaseReducerState, Equatable, Codable, @unchecked Sendable {
                    public typealias StateReducer = Destination
                    case add(AddFeature.State)
                }
                @CasePathable
                public enum Action: Sendable, Equatable {
                    case add(AddFeature.Action)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                public static var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.Scope(state: \\State.Cases.add, action: \\Action.Cases.add) {
                        AddFeature()
                    }
                }
                @CasePathable
                public enum CaseScope {
                    case add(UIStateTCA.StoreOf<AddFeature>)
                }
                public static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .add(let v0):
                        return .add(store._caseScope(state: \\.add, action: \\.add, showing: v0))
                    }
                }
            }
            extension Destination: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: ["Reducer": uistateMacros["Reducer"]!]
        )
    }
}

extension EnumReducerMacroTests {
    @Test func aCaseMarkedEphemeralActsWithItsStatesAction() {
        expectExpansion(
            """
            @Reducer
            enum Destination {
                @ReducerCaseEphemeral
                case toast(Toast<ToastAction>)
            }
            """,
            expandsTo: """
            enum Destination {
                case toast(Toast<ToastAction>)
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                enum State: UIStateTCA.CaseReducerState, @unchecked Sendable {
                    typealias StateReducer = Destination
                    case toast(Toast<ToastAction>)
                }
                @CasePathable
                enum Action {
                    case toast(Toast<ToastAction>.Action)
                }
                @UIStateTCA.ReducerBuilder<State, Action>
                static var body: some UIStateTCA.Reducer<State, Action> {

                }
                @CasePathable
                enum CaseScope {
                    case toast(UIStateTCA.Store<Toast<ToastAction>, Toast<ToastAction>.Action>)
                }
                static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
                    switch store.withState(\\.self) {
                    case .toast(let v0):
                        return .toast(store._caseScope(state: \\.toast, action: \\.toast, showing: v0))
                    }
                }
            }
            extension Destination: UIStateTCA.Reducer, UIStateTCA.CaseReducer {
            }
            """,
            macros: [
                "Reducer": uistateMacros["Reducer"]!,
                "ReducerCaseEphemeral": uistateMacros["ReducerCaseEphemeral"]!,
            ]
        )
    }
}
