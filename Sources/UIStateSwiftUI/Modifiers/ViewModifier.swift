package import Components

// MARK: - ViewModifier

/// A change to a view that can be reused, as SwiftUI's: write `body(content:)` and apply it with
/// `.modifier(_:)`.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { primitiveViewHasNoBody(Self.self) }
}

/// The view a modifier's `body(content:)` is given: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.render(content, into: &sink)
    }
}

/// A view with a modifier applied, as SwiftUI's.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        guard let modifier = modifier as? any NodeModifier else {
            // A modifier of the app's own: its body around the content, its `@State` kept at
            // the modifier's place.
            let identity = sink.viewIdentity(type: String(describing: Modifier.self), explicitID: nil)
            DynamicProperties.install(in: modifier, identity: identity, context: context)
            context.render(MainActorBodies.body(of: modifier, content: _ViewModifier_Content(content: content)), into: &sink)
            return
        }
        var inner = context
        modifier.prepare(&inner)
        let start = sink.nodes.count
        inner.render(content, into: &sink)
        for position in start..<sink.nodes.count {
            modifier.finish(&sink.nodes[position], inner)
        }
    }
}

extension View {
    /// Applies `modifier`.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier uistate applies itself: before the content renders it may change the context,
/// after, each node the content emitted (as the component layer's modifiers do).
package protocol NodeModifier: ViewModifier where Body == Never {
    func prepare<Action>(_ context: inout ViewContext<Action>)
    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>)
}

extension NodeModifier {
    package func prepare<Action>(_ context: inout ViewContext<Action>) {}
    package func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {}
}
