/// Builds the children of stacks, lists, grids and presentations from a block of statements.
///
/// Supports `if`, `if`/`else`, `switch` and `for … in`; every expression must be a component with
/// the same `Action` as its container.
@resultBuilder
public enum ComponentBuilder<Action> {
    public static func buildExpression<C: Component>(_ component: consuming C) -> ComponentGroup<Action>
    where C.Action == Action {
        // The type check first: a failing dynamic cast costs more than the rest of a row.
        if C.self == ComponentGroup<Action>.self, let group = (copy component) as? ComponentGroup<Action> { return group }
        return ComponentGroup(component)
    }

    public static func buildBlock(_ parts: ComponentGroup<Action>...) -> ComponentGroup<Action> {
        if parts.count == 1 { return parts[0] }
        return ComponentGroup(joining: parts)
    }

    public static func buildOptional(_ part: ComponentGroup<Action>?) -> ComponentGroup<Action> {
        part ?? .empty
    }

    public static func buildEither(first: ComponentGroup<Action>) -> ComponentGroup<Action> {
        first
    }

    public static func buildEither(second: ComponentGroup<Action>) -> ComponentGroup<Action> {
        second
    }

    public static func buildArray(_ parts: [ComponentGroup<Action>]) -> ComponentGroup<Action> {
        ComponentGroup(joining: parts)
    }

    public static func buildLimitedAvailability(_ part: ComponentGroup<Action>) -> ComponentGroup<Action> {
        part
    }
}
