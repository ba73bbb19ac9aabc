import JSON

/// The result of rendering a component with an environment: a root node and everything under it.
///
/// Rendering is a pure function of (component, environment): the same state and environment give
/// an identical tree, and ``json(encodeAction:)`` gives identical bytes.
///
/// ```swift
/// let tree = RenderedTree(rendering: Gallery.view(state), environment: environment)
/// let json = tree.json { action in encoder.encode(action) }
/// let result = try tree.tap(.text("저장"))   // haptic event, then .saveButtonTapped
/// ```
public struct RenderedTree<Action> {
    /// A node of type `root`, id `root`, whose properties are the environment and whose children
    /// are the component's top-level nodes.
    public package(set) var root: RenderedNode<Action>
    /// The environment the tree was rendered with.
    public let environment: EnvironmentValues<Action>

    /// Renders `component` with `environment`.
    ///
    /// - Parameter memo: what ``Memoized`` components remembered from the last render of the same
    ///   view (a view subscription keeps one); without it every component renders.
    public init<C: Component>(rendering component: C, environment: EnvironmentValues<Action> = .init(), memo: RenderMemo? = nil)
    where C.Action == Action {
        self.environment = environment
        let context = RenderContext(environment: environment, memo: memo)
        var sink = NodeSink<Action>(parentID: "")
        component.render(in: context, into: &sink)
        memo?.renderEnded()
        var root = RenderedNode<Action>(
            id: "root",
            type: "root",
            role: .screen,
            isEnabled: true,
            isHidden: false
        )
        root.properties = Self.rootProperties(of: environment, memo: memo)
        root.outlineKeys = RootOutline.keys
        root.children = sink.nodes
        root.markCovered()
        self.root = root
    }

    /// The root's properties: the environment's wire members, the last render's own storage
    /// when they are the same (no array made and freed per render, and the encoder compares
    /// them without reading them).
    private static func rootProperties(of environment: EnvironmentValues<Action>, memo: RenderMemo?) -> JSONObject {
        if let kept = memo?.rootProperties, kept.dynamicTypeSize == environment.dynamicTypeSize,
            kept.colorScheme == environment.colorScheme, kept.locale == environment.locale,
            kept.focusedField == environment.focusedField
        {
            return kept.properties
        }
        guard case .object(let properties) = environment.json else { return [:] }
        memo?.rootProperties = RootProperties(
            dynamicTypeSize: environment.dynamicTypeSize, colorScheme: environment.colorScheme, locale: environment.locale,
            focusedField: environment.focusedField, properties: properties
        )
        return properties
    }

    /// The number of nodes, the root included.
    public var nodeCount: Int { root.subtreeCount }

    /// The node with `id`, if any.
    public func node(id: String) -> RenderedNode<Action>? {
        var found: RenderedNode<Action>?
        root.forEachNode { node, _ in
            if found == nil, node.id == id { found = node }
        }
        return found
    }
}

extension RenderedTree: Sendable where Action: Sendable {}

/// The root's outline, one array for every tree (a literal in a generic context is an array
/// made at every render).
enum RootOutline {
    static let keys = ["dynamicTypeSize", "colorScheme"]
}

extension Component {
    /// Renders this component; shorthand for ``RenderedTree/init(rendering:environment:)``.
    public func render(environment: EnvironmentValues<Action> = .init()) -> RenderedTree<Action> {
        RenderedTree(rendering: self, environment: environment)
    }
}
