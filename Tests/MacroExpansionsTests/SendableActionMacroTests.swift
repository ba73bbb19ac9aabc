import Testing

/// A public feature's actions are made `Sendable`, which the runtime requires and Swift does not
/// infer for public types; internal ones are left to inference.
@Suite struct SendableActionMacroTests {
    @Test func aPublicFeaturesActionAndTheEnumsInItAreMarked() {
        expectExpansion(
            """
            @Reducer
            public struct Counter {
                public struct State {
                    var count = 0
                }
                public enum Action {
                    case delegate(Delegate)
                    public enum Delegate {
                        case reachedTen
                    }
                }
                public enum CancelID {
                    case timer
                }
                public var body: some ReducerOf<Self> { EmptyReducer() }
            }
            """,
            expandsTo: """
            public struct Counter {
                @UIStateTCA._SendableState
                public struct State {
                    var count = 0
                }
                @CasePathable @UIStateTCA._SendableAction
                public enum Action {
                    case delegate(Delegate)
                    public enum Delegate {
                        case reachedTen
                    }
                }
                @UIStateTCA._SendableAction
                public enum CancelID {
                    case timer
                }
                @UIStateTCA.ReducerBuilder<Self.State, Self.Action>
                public var body: some ReducerOf<Self> { EmptyReducer() }
            }
            extension Counter: UIStateTCA.Reducer {
            }
            """,
            macros: ["Reducer": uistateMacros["Reducer"]!]
        )
    }

    @Test func aPublicActionConformsAndMarksItsNestedEnumsToConformInTurn() {
        expectExpansion(
            """
            @_SendableAction
            public enum Action {
                case delegate(Delegate)
                @CasePathable
                public enum Delegate {
                    case reachedTen
                }
                enum Internal {
                    case step
                }
            }
            """,
            expandsTo: """
            public enum Action {
                case delegate(Delegate)
                @CasePathable
                @UIStateTCA._SendableNested
                public enum Delegate {
                    case reachedTen
                }
                enum Internal {
                    case step
                }
            }

            extension Action: Sendable {
            }
            """,
            macros: ["_SendableAction": uistateMacros["_SendableAction"]!, "_SendableNested": uistateMacros["_SendableNested"]!]
        )
    }

    @Test func anInternalOrAlreadySendableActionIsLeftAlone() {
        expectExpansion(
            """
            @_SendableAction
            enum Action {
                case tapped
            }
            @_SendableAction
            public enum Other: Sendable {
                case tapped
            }
            """,
            expandsTo: """
            enum Action {
                case tapped
            }
            public enum Other: Sendable {
                case tapped
            }
            """,
            macros: ["_SendableAction": uistateMacros["_SendableAction"]!]
        )
    }

    /// A feature's state is held across the store's queues, which confine it as TCA's main actor
    /// does: unchecked, so a state TCA accepts compiles here, public or not.
    @Test func aFeaturesStateIsUncheckedSendableUnlessItSaysSo() {
        expectExpansion(
            """
            @_SendableState
            public struct State {
                var count = 0
            }
            @_SendableState
            struct Other: Sendable {
                var count = 0
            }
            """,
            expandsTo: """
            public struct State {
                var count = 0
            }
            struct Other: Sendable {
                var count = 0
            }

            extension State: @unchecked Sendable {
            }
            """,
            macros: ["_SendableState": uistateMacros["_SendableState"]!]
        )
    }
}
