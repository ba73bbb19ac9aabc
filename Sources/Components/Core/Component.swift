/// A piece of interface described as a value, rendered to nodes of a ``RenderedTree``.
///
/// Components are generic over the feature's `Action` so that a button holds the very action a tap
/// sends; the component layer never runs a reducer, the host binds the actions it returns.
/// Primitives (``Text``, ``Button``, ``VStack`` …) implement ``render(in:into:)``; a feature's own
/// reusable pieces adopt ``CompositeComponent`` and only write `body`.
///
/// ```swift
/// static func view(_ state: State) -> some Component<Action> {
///     VStack(spacing: 12) {
///         Text(state.title).font(.titleBold20)
///         Button.titleOnly(title: "저장", action: .saveButtonTapped)
///     }
/// }
/// ```
public protocol Component<Action> {
    associatedtype Action

    /// Appends the nodes this component renders to `sink`.
    ///
    /// Called by the renderer; features do not call it. `RenderContext` and `NodeSink` have no
    /// public members, so only this module's primitives can produce nodes.
    func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>)
}

/// A component made of other components, the way a feature factors a screen into pieces.
///
/// ```swift
/// struct ProfileCell: CompositeComponent {
///     var profile: Profile
///     var body: some Component<LocationDetail.Action> {
///         VStack { Image(systemName: "person.circle"); Text(profile.name) }
///             .onTapGesture(.profileTapped(profile.id))
///     }
/// }
/// ```
public protocol CompositeComponent: Component {
    associatedtype Body: Component where Body.Action == Action
    var body: Body { get }
}

extension CompositeComponent {
    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        body.render(in: context, into: &sink)
    }
}
