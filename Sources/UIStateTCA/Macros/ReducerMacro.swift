// MARK: - @Reducer

/// A feature: declares the struct's `Reducer` conformance and gives its actions case paths.
///
/// ```swift
/// @Reducer
/// struct Counter {
///     struct State: Equatable { var count = 0 }
///     enum Action { case incrementButtonTapped, delegate(Delegate) }
///     var body: some ReducerOf<Self> { … }
/// }
/// ```
///
/// A nested `enum Action` becomes `@CasePathable` (so `\.delegate` names its case), a nested
/// `enum State` `@CasePathable` and `@dynamicMemberLookup`. A missing `State`, `Action` or `body`
/// is added empty. A conformance, `State`/`Action` typealiases and `body` written by hand are
/// left as they are.
///
/// On an enum, each case names a feature (`case add(AddFeature)`), and the macro adds the
/// `State` and `Action` enums holding one feature's state or actions per case and a static
/// `body` scoping each feature to its case: a destination or a stack's screens, driven by
/// `.ifLet(\.$destination, action: \.destination)` or `.forEach(\.path, action: \.path)`.
/// `AlertState<A>` and `ConfirmationDialogState<A>` cases act with `A`; a case marked
/// `@ReducerCaseIgnored` is state only.
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, ReducerSignature)
public macro Reducer() = #externalMacro(module: "UIStateMacros", type: "ReducerMacro")

/// Keeps a case of an `@Reducer` enum out of the reducer: it becomes a `State` case with the same
/// payload, with no actions.
@attached(peer)
public macro ReducerCaseIgnored() = #externalMacro(module: "UIStateMacros", type: "ReducerCaseIgnoredMacro")

/// Marks a case of an `@Reducer` enum as ephemeral state: state with no reducer, whose actions
/// are its `Action` type, cleared by a presentation after any of them, as an alert is. The state
/// type conforms to `EphemeralState`; `AlertState` and `ConfirmationDialogState` cases are
/// ephemeral without the mark.
@attached(peer)
public macro ReducerCaseEphemeral() = #externalMacro(module: "UIStateMacros", type: "ReducerCaseEphemeralMacro")

/// An enum reducer whose generated `State` and `Action` conform to the protocols named, as
/// TCA 1.8 spelled it: `@Reducer(state: .equatable, .sendable, action: .equatable)`. Later TCA
/// prefers `extension Destination.State: Equatable {}`, which works the same.
@attached(member, names: named(State), named(Action), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer, ReducerSignature)
public macro Reducer(
    state: _SynthesizedConformance...,
    action: _SynthesizedConformance...
) = #externalMacro(module: "UIStateMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to an enum reducer's `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
    let name: String

    public static let codable = Self(name: "Codable")
    public static let decodable = Self(name: "Decodable")
    public static let encodable = Self(name: "Encodable")
    public static let equatable = Self(name: "Equatable")
    public static let hashable = Self(name: "Hashable")
    public static let sendable = Self(name: "Sendable")
}

/// What `@Reducer` puts on a feature's public `Action` and the public enums nested in it or in
/// an enum reducer: a `Sendable` conformance, which the runtime's `Reducer` requires of actions
/// and Swift does not infer for public types (TCA requires none). Not for use in features.
@attached(extension, conformances: Sendable)
@attached(memberAttribute)
public macro _SendableAction() = #externalMacro(module: "UIStateMacros", type: "SendableActionMacro")

/// `_SendableAction`'s conformance for an enum nested in a public action (`Action.Delegate`).
/// Not for use in features.
@attached(extension, conformances: Sendable)
public macro _SendableNested() = #externalMacro(module: "UIStateMacros", type: "SendableNestedMacro")

/// What `@Reducer` puts on a struct feature's `State`: an unchecked `Sendable` conformance, as the
/// runtime's stores hold state across their queues and confine it themselves (TCA's main-actor
/// store requires none). Not for use in features.
@attached(extension, conformances: Sendable)
public macro _SendableState() = #externalMacro(module: "UIStateMacros", type: "SendableStateMacro")
