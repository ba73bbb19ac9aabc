// MARK: - @CasePathable

/// A case path for every case of the enum, reached by key path: `\Action.Cases.child`, or
/// `\.child` wherever an action's case path is expected (`Scope(state: \.child, action: \.child)`).
///
/// ```swift
/// @CasePathable
/// enum Action {
///     case child(Child.Action)
///     case row(id: Int, action: Row.Action)
///     case onAppear
/// }
///
/// action.is(\.onAppear)          // true when `action` is `.onAppear`
/// action[case: \.child]          // the payload, or nil
/// ```
///
/// `@Reducer` applies it to a reducer's `Action` (and to `State` when it is an enum), so most
/// features never write it.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "UIStateMacros", type: "CasePathableMacro")
