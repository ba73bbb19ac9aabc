import Testing

/// `@Reducer` on a struct: the conformance, case paths for `Action` and an enum `State`, and
/// what a feature leaves out. Only `@Reducer` is expanded here, so the attributes it adds show.
@Suite struct ReducerMacroTests {
    private let reducerOnly = ["Reducer": uistateMacros["Reducer"]!]

    @Test func aFeatureGetsItsConformanceAndItsActionsCasePaths() {
        expectExpansion(
            """
            @Reducer
            struct Counter {
                struct State: Equatable {
                    var count = 0
                }
                enum Action {
                    case incrementButtonTapped
                }
                var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """,
            expandsTo: """
            struct Counter {
                @UIStateTCA._SendableState
                struct State: Equatable {
                    var count = 0
                }
                @CasePathable
                enum Action {
                    case incrementButtonTapped
                }
                @UIStateTCA.ReducerBuilder<Self.State, Self.Action>
                var body: some ReducerOf<Self> { EmptyReducer() }
            }

            extension Counter: UIStateTCA.Reducer {
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func anEnumStateIsCasePathableAndReadsCasesAsMembers() {
        expectExpansion(
            """
            @Reducer
            struct App {
                enum State {
                    case loggedIn(LoggedIn.State), loggedOut(LoggedOut.State)
                }
                @CasePathable enum Action {
                    case loggedIn(LoggedIn.Action), loggedOut(LoggedOut.Action)
                }
                @ReducerBuilder<State, Action>
                var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """,
            expandsTo: """
            struct App {
                @CasePathable @dynamicMemberLookup
                enum State {
                    case loggedIn(LoggedIn.State), loggedOut(LoggedOut.State)
                }
                @CasePathable enum Action {
                    case loggedIn(LoggedIn.Action), loggedOut(LoggedOut.Action)
                }
                @ReducerBuilder<State, Action>
                var body: some ReducerOf<Self> { EmptyReducer() }
            }

            extension App: UIStateTCA.Reducer {
            }
            """,
            macros: reducerOnly
        )
    }

    /// The body gets the builder attribute all the same: it is harmless where the conformance
    /// is written with the body, and needed where the extension declares it.
    @Test func aHandWrittenConformanceTypealiasesAndBodyAreLeftAlone() {
        expectExpansion(
            """
            @Reducer
            struct Wrapper: Reducer {
                typealias State = Counter.State
                typealias Action = Counter.Action
                var body: some ReducerOf<Self> { Counter() }
            }
            """,
            expandsTo: """
            struct Wrapper: Reducer {
                typealias State = Counter.State
                typealias Action = Counter.Action
                @UIStateTCA.ReducerBuilder<Self.State, Self.Action>
                var body: some ReducerOf<Self> { Counter() }
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func aReduceMethodNeedsNoBody() {
        expectExpansion(
            """
            @Reducer
            struct Toggle {
                struct State {
                    var isOn = false
                }
                enum Action {
                    case toggled
                }
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }
            """,
            expandsTo: """
            struct Toggle {
                @UIStateTCA._SendableState
                struct State {
                    var isOn = false
                }
                @CasePathable
                enum Action {
                    case toggled
                }
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }

            extension Toggle: UIStateTCA.Reducer {
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func anEmptyFeatureGetsStateActionAndBodyWithItsAccess() {
        expectExpansion(
            """
            @Reducer
            public struct Placeholder {}
            """,
            expandsTo: """
            public struct Placeholder {
                @ObservableState

                public struct State: Codable, Equatable, Hashable, Sendable {
                    public init() {
                    }
                }

                @CasePathable
                public enum Action: Equatable, Hashable, Sendable {
                }

                public var body: some UIStateTCA.Reducer<State, Action> {
                    UIStateTCA.EmptyReducer<State, Action>()
                }
            }

            extension Placeholder: UIStateTCA.Reducer {
            }
            """,
            macros: reducerOnly
        )
    }

    @Test func aClassIsRefusedAtTheAttribute() {
        expectExpansion(
            """
            @Reducer
            final class Model {}
            """,
            expandsTo: """
            final class Model {}
            """,
            diagnostics: ["1:1: '@Reducer' applies to a struct or an enum, not a class; a reducer is a value whose 'body' describes the feature"],
            macros: reducerOnly
        )
    }

    @Test func aProtocolIsRefusedAtTheAttribute() {
        expectExpansion(
            """
            @Reducer
            protocol Feature {}
            """,
            expandsTo: """
            protocol Feature {}
            """,
            diagnostics: ["1:1: '@Reducer' applies to a struct or an enum, not a protocol; a reducer is a value whose 'body' describes the feature"],
            macros: reducerOnly
        )
    }

    @Test func anActorIsRefusedAtTheAttribute() {
        expectExpansion(
            """
            @Reducer
            actor Feature {}
            """,
            expandsTo: """
            actor Feature {}
            """,
            diagnostics: ["1:1: '@Reducer' applies to a struct or an enum, not an actor; a reducer is a value whose 'body' describes the feature"],
            macros: reducerOnly
        )
    }
}
