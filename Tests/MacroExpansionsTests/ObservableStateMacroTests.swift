import Testing

/// `@ObservableState`: the identity TCA gives an observable state, and nothing a synthesised
/// conformance would see; `@ObservationStateIgnored` adds nothing.
@Suite struct ObservableStateMacroTests {
    @Test func aStructGetsARegistrarAndItsIdentity() {
        expectExpansion(
            """
            @ObservableState
            struct State: Equatable, Codable {
                var count = 0
                @ObservationStateIgnored var cache: [Int] = []
            }
            """,
            expandsTo: """
            struct State: Equatable, Codable {
                var count = 0
                var cache: [Int] = []

                var _$observationRegistrar = UIStateTCA.ObservationStateRegistrar()

                var _$id: UIStateTCA.ObservableStateID {
                    _$observationRegistrar.id
                }
            }

            extension State: UIStateTCA.ObservableState {
            }
            """)
    }

    @Test func aPublicStatesIdentityIsPublicAndItsRegistrarInternal() {
        expectExpansion(
            """
            @ObservableState
            public struct State {
                public var name = ""
            }
            """,
            expandsTo: """
            public struct State {
                public var name = ""

                var _$observationRegistrar = UIStateTCA.ObservationStateRegistrar()

                public var _$id: UIStateTCA.ObservableStateID {
                    _$observationRegistrar.id
                }
            }

            extension State: UIStateTCA.ObservableState {
            }
            """)
    }

    @Test func anEnumsIdentityIsItsCaseWithItsPayloadsIdentity() {
        expectExpansion(
            """
            @ObservableState
            enum State {
                case add(Add.State)
                case empty
                case pair(Int, String)
            }
            """,
            expandsTo: """
            enum State {
                case add(Add.State)
                case empty
                case pair(Int, String)

                var _$id: UIStateTCA.ObservableStateID {
                    switch self {
                    case .add(let v0):
                        return UIStateTCA.ObservableStateID._$id(for: v0)._$tag(0)
                    case .empty:
                        return UIStateTCA.ObservableStateID._$inert._$tag(1)
                    case .pair:
                        return UIStateTCA.ObservableStateID._$inert._$tag(2)
                    }
                }
            }

            extension State: UIStateTCA.ObservableState {
            }
            """)
    }

    @Test func anEnumWithoutCasesHasTheInertIdentity() {
        expectExpansion(
            """
            @ObservableState
            enum Never {
            }
            """,
            expandsTo: """
            enum Never {

                var _$id: UIStateTCA.ObservableStateID {
                    UIStateTCA.ObservableStateID._$inert
                }
            }

            extension Never: UIStateTCA.ObservableState {
            }
            """)
    }

    @Test func aClassIsRefusedWithTheMacroToUseInstead() {
        expectExpansion(
            """
            @ObservableState
            final class Model {
                var count = 0
            }
            """,
            expandsTo: """
            final class Model {
                var count = 0
            }
            """,
            diagnostics: ["1:1: '@ObservableState' applies to a struct or an enum; a class is made observable with '@Observable'"])
    }

    @Test func ignoringAPropertyKeepsItStored() {
        expectExpansion(
            """
            struct State {
                @ObservationStateIgnored var cache = 0
            }
            """,
            expandsTo: """
            struct State {
                var cache = 0
            }
            """)
    }
}
