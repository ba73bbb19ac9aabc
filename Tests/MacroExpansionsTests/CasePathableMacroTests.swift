import Testing

/// `@CasePathable`: one case path per case, each payload shape as TCA's case paths take it.
@Suite struct CasePathableMacroTests {
    @Test func everyPayloadShapeGetsACasePath() {
        expectExpansion(
            """
            @CasePathable
            enum Action {
                case onAppear
                case child(Child.Action)
                case row(id: Int, action: Row.Action)
                case named(value: String)
                case pair(Int, String)
            }
            """,
            expandsTo: """
            enum Action {
                case onAppear
                case child(Child.Action)
                case row(id: Int, action: Row.Action)
                case named(value: String)
                case pair(Int, String)

                struct AllCasePaths: Sendable {
                    var onAppear: UIStateTCA.AnyCasePath<Action, Void> {
                        UIStateTCA.AnyCasePath<Action, Void>(
                            embed: {
                                Action.onAppear
                            },
                            extract: { root in
                                guard case .onAppear = root else {
                                    return nil
                                }
                                return ()
                            }
                        )
                    }
                    var child: UIStateTCA.AnyCasePath<Action, Child.Action> {
                        UIStateTCA.AnyCasePath<Action, Child.Action>(
                            embed: {
                                Action.child($0)
                            },
                            extract: { root in
                                guard case .child(let v0) = root else {
                                    return nil
                                }
                                return v0
                            }
                        )
                    }
                    var row: UIStateTCA.AnyCasePath<Action, (id: Int, action: Row.Action)> {
                        UIStateTCA.AnyCasePath<Action, (id: Int, action: Row.Action)>(
                            embed: {
                                Action.row(id: $0.0, action: $0.1)
                            },
                            extract: { root in
                                guard case .row(let v0, let v1) = root else {
                                    return nil
                                }
                                return (v0, v1)
                            }
                        )
                    }
                    var named: UIStateTCA.AnyCasePath<Action, String> {
                        UIStateTCA.AnyCasePath<Action, String>(
                            embed: {
                                Action.named(value: $0)
                            },
                            extract: { root in
                                guard case .named(let v0) = root else {
                                    return nil
                                }
                                return v0
                            }
                        )
                    }
                    var pair: UIStateTCA.AnyCasePath<Action, (Int, String)> {
                        UIStateTCA.AnyCasePath<Action, (Int, String)>(
                            embed: {
                                Action.pair($0.0, $0.1)
                            },
                            extract: { root in
                                guard case .pair(let v0, let v1) = root else {
                                    return nil
                                }
                                return (v0, v1)
                            }
                        )
                    }
                }

                static var allCasePaths: AllCasePaths {
                    AllCasePaths()
                }
            }
            extension Action: UIStateTCA.CasePathable {
            }
            """
        )
    }

    @Test func aPublicEnumsCasePathsArePublic() {
        expectExpansion(
            """
            @CasePathable public enum Delegate { case done }
            """,
            expandsTo: """
            public enum Delegate { case done

                public struct AllCasePaths: Sendable {
                    public var done: UIStateTCA.AnyCasePath<Delegate, Void> {
                        UIStateTCA.AnyCasePath<Delegate, Void>(
                            embed: {
                                Delegate.done
                            },
                            extract: { root in
                                guard case .done = root else {
                                    return nil
                                }
                                return ()
                            }
                        )
                    }
                }

                public static var allCasePaths: AllCasePaths {
                    AllCasePaths()
                }
            }
            extension Delegate: UIStateTCA.CasePathable {
            }
            """
        )
    }

    @Test func aCaseOfNeverIsEmbeddedByAClosureWithNoBody() {
        expectExpansion(
            """
            @CasePathable enum Alert { case never(Never) }
            """,
            expandsTo: """
            enum Alert { case never(Never)

                struct AllCasePaths: Sendable {
                    var never: UIStateTCA.AnyCasePath<Alert, Never> {
                        UIStateTCA.AnyCasePath<Alert, Never>(
                            embed: { (_: Never) -> Alert in
                            },
                            extract: { root in
                                guard case .never(let v0) = root else {
                                    return nil
                                }
                                return v0
                            }
                        )
                    }
                }

                static var allCasePaths: AllCasePaths {
                    AllCasePaths()
                }
            }
            extension Alert: UIStateTCA.CasePathable {
            }
            """
        )
    }

    @Test func aStructIsRefusedAtTheAttribute() {
        expectExpansion(
            """
            @CasePathable
            struct State {}
            """,
            expandsTo: """
            struct State {}
            """,
            diagnostics: ["1:1: '@CasePathable' applies to an enum"]
        )
    }
}
