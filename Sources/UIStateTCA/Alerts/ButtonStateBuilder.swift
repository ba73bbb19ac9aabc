// MARK: - ButtonStateBuilder

/// Collects the buttons written in an alert's or dialog's `actions:` closure, with `if`, `switch`
/// and `for` as in any result builder.
///
/// ```swift
/// AlertState { TextState("Delete?") } actions: {
///     ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///     if canArchive {
///         ButtonState(action: .archive) { TextState("Archive") }
///     }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }

    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] { component ?? [] }

    public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }

    public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }

    public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] { component }
}
