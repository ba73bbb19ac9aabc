// MARK: - @ObservableState

/// A feature's state that its views read straight from the store, as TCA 1.7's: `store.count`,
/// `$store.name` under `@Bindable`, `store.scope(state: \.child, action: \.child)`.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable, Codable {
///     var count = 0
///     @Presents var alert: AlertState<Action.Alert>?
///     @ObservationStateIgnored var cache: [Int: String] = [:]
/// }
/// ```
///
/// On a struct or an enum. What it adds (see docs/macros.md) stays out of the state's
/// synthesised `Equatable`, `Hashable` and `Codable`: the wire form is the fields as declared.
@attached(member, names: named(_$id), named(_$observationRegistrar))
@attached(extension, conformances: ObservableState)
public macro ObservableState() = #externalMacro(module: "UIStateMacros", type: "ObservableStateMacro")

// MARK: - @ObservationStateIgnored

/// A property of an `@ObservableState` type that views do not observe, as TCA spells it.
/// uistate renders a view from one state at a time and observes no property one by one, so it
/// changes nothing; the property is still compared and coded like the others.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() = #externalMacro(module: "UIStateMacros", type: "ObservationStateIgnoredMacro")
