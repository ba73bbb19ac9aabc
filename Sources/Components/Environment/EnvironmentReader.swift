/// Builds its content from the environment in effect where it is rendered.
///
/// ```swift
/// EnvironmentReader { environment in
///     Grid(columns: environment.dynamicTypeSize.isAccessibilitySize ? 1 : 3) { … }
/// }
/// ```
public struct EnvironmentReader<Action>: Component {
    private let content: (EnvironmentValues<Action>) -> ComponentGroup<Action>

    public init(@ComponentBuilder<Action> content: @escaping (EnvironmentValues<Action>) -> ComponentGroup<Action>) {
        self.content = content
    }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        content(context.environment).render(in: context, into: &sink)
    }
}
