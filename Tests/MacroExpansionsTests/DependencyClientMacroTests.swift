import Testing

/// `@DependencyClient`: an initializer whose endpoints default to unimplemented ones, and a
/// labelled method for each endpoint whose parameters are named.
@Suite struct DependencyClientMacroTests {
    @Test func endpointsDefaultToUnimplementedAndNamedParametersGiveMethods() {
        expectExpansion(
            """
            @DependencyClient
            struct FactClient {
                var fetch: @Sendable (_ number: Int) async throws -> String
                var log: @Sendable (String) -> Void
                var isEnabled: @Sendable () -> Bool = { true }
                var name: String
            }
            """,
            expandsTo: """
            struct FactClient {
                var fetch: @Sendable (_ number: Int) async throws -> String
                var log: @Sendable (String) -> Void
                var isEnabled: @Sendable () -> Bool = { true }
                var name: String

                init(
                    fetch: @escaping @Sendable (_ number: Int) async throws -> String = { _ in
                        throw UIStateTCA.UnimplementedError.called("FactClient.fetch")
                    },
                    log: @escaping @Sendable (String) -> Void = { _ in
                        UIStateTCA.UnimplementedError.reportCall("FactClient.log")
                    },
                    isEnabled: @escaping @Sendable () -> Bool = {
                        true
                    },
                    name: String
                ) {
                    self.fetch = fetch
                    self.log = log
                    self.isEnabled = isEnabled
                    self.name = name
                }

                func fetch(number: Int) async throws -> String {
                    try await self.fetch(number)
                }
            }
            """)
    }

    @Test func aPublicClientGetsPublicMembers() {
        expectExpansion(
            """
            @DependencyClient
            public struct Clock {
                public var now: @Sendable () throws -> Int
            }
            """,
            expandsTo: """
            public struct Clock {
                public var now: @Sendable () throws -> Int

                public init(
                    now: @escaping @Sendable () throws -> Int = {
                        throw UIStateTCA.UnimplementedError.called("Clock.now")
                    }
                ) {
                    self.now = now
                }
            }
            """)
    }

    @Test func anEndpointWithNothingToReturnWhenUnimplementedIsToldToTakeADefault() {
        expectExpansion(
            """
            @DependencyClient
            struct Flags {
                var isOn: @Sendable (String) -> Bool
            }
            """,
            expandsTo: """
            struct Flags {
                var isOn: @Sendable (String) -> Bool
            }
            """,
            diagnostics: ["3:9: 'isOn' neither throws nor returns Void: give it a default value, which an unimplemented call returns"])
    }
}
