// MARK: - @DependencyClient

/// swift-dependencies' `@DependencyClient`: a struct of closure endpoints gets an initializer in
/// which every endpoint defaults to an unimplemented one, and a labelled method per endpoint
/// whose parameters are named.
///
/// ```swift
/// @DependencyClient
/// struct FactClient {
///     var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// extension FactClient: TestDependencyKey {
///     static let testValue = FactClient()   // every endpoint unimplemented
/// }
/// // in a reducer: try await factClient.fetch(number: count)
/// // in a test:    store.dependencies.factClient.fetch = { "\($0) is a good number." }
/// ```
///
/// An endpoint that cannot throw and returns a value needs a default (what an unimplemented call
/// returns); the macro reports one that has none.
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() = #externalMacro(module: "UIStateMacros", type: "DependencyClientMacro")
