package import Components

/// What a SwiftUI view sees while it renders into uistate's node tree: the component layer's
/// context (its environment, an id waiting for the next node), SwiftUI's environment, and where
/// views keep their `@State`.
package struct ViewContext<Action> {
    /// The component layer's context: what nodes are made with.
    package var base: RenderContext<Action>
    /// SwiftUI's environment (`\.font`, `\.dismiss`, your own keys …).
    package var environment: EnvironmentValues
    /// Where `@State` lives across renders; `nil` keeps each render's own.
    package var storage: ViewStateStorage?

    package init(base: RenderContext<Action>, storage: ViewStateStorage?) {
        self.base = base
        self.environment = EnvironmentValues(base.environment)
        self.storage = storage
    }

    /// The context children render in: same environments, no pending id.
    package var forChildren: ViewContext<Action> {
        var child = self
        child.base = base.forChildren
        return child
    }

    /// Renders `view` into `sink`: a view uistate draws makes its nodes; any other view installs
    /// its `@State` and `@Environment` properties and renders its body.
    package func render(_ view: any View, into sink: inout NodeSink<Action>) {
        if let primitive = view as? any PrimitiveView {
            primitive.render(in: self, into: &sink)
            return
        }
        let identity = sink.viewIdentity(type: ViewTypeName.of(view), explicitID: base.explicitID)
        DynamicProperties.install(in: view, identity: identity, context: self)
        render(MainActorBodies.body(of: view), into: &sink)
    }

    /// Renders `content` as the children of the node `parentID`.
    package func renderChildren(of parentID: String, _ content: any View) -> [RenderedNode<Action>] {
        var sink = NodeSink<Action>(parentID: parentID)
        forChildren.render(content, into: &sink)
        return sink.nodes
    }

    /// Renders a component of the component layer here, its content (if any) made of views.
    package func render(component: some Component<Action>, into sink: inout NodeSink<Action>) {
        component.render(in: base, into: &sink)
    }

    /// Views as a component, for a component-layer container's content.
    package func component(_ view: any View) -> ViewComponent<Action> {
        ViewComponent(view, environment: environment, storage: storage)
    }
}

/// A SwiftUI view as a component of the component layer: what a hosted feature's screen is,
/// and how views become the content of a stack, list or presentation uistate draws.
package struct ViewComponent<Action>: Component {
    let view: any View
    let environment: EnvironmentValues?
    let storage: ViewStateStorage?

    package init(_ view: any View, storage: ViewStateStorage? = nil) {
        self.init(view, environment: nil, storage: storage)
    }

    init(_ view: any View, environment: EnvironmentValues?, storage: ViewStateStorage?) {
        self.view = view
        self.environment = environment
        self.storage = storage
    }

    package func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var viewContext = ViewContext(base: context, storage: storage)
        if let environment { viewContext.environment = environment }
        viewContext.render(view, into: &sink)
    }
}

/// A view type's name without its generic arguments or module, for identities.
enum ViewTypeName {
    static func of(_ view: any View) -> String {
        let full = String(describing: type(of: view))
        return String(full.prefix { $0 != "<" })
    }
}
