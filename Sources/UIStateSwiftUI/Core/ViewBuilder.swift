package import Components

// MARK: - ViewBuilder

/// Builds a view from a block of statements, as SwiftUI's: several views side by side, `if`,
/// `if`/`else`, `switch`, `if #available` and `for … in` (as ``ForEach`` would).
///
/// A block of several views is one ``TupleView``; a single view stays the view it is.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView(views)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .first(first))
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(storage: .second(second))
    }

    public static func buildArray<Content: View>(_ contents: [Content]) -> TupleView { TupleView(contents) }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - The views a builder makes

/// Several views side by side; what a ``ViewBuilder`` block of more than one view builds.
public struct TupleView: View, PrimitiveView {
    public typealias Body = Never
    let views: [any View]

    init(_ views: [any View]) {
        self.views = views
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        for view in views { context.render(view, into: &sink) }
    }
}

/// One of two views, as an `if`/`else` in a ``ViewBuilder`` chose.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        switch storage {
        case .first(let view): context.render(view, into: &sink)
        case .second(let view): context.render(view, into: &sink)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        if let self { context.render(self, into: &sink) }
    }
}

/// Nothing: what an empty block builds.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {}
}

/// Any view, its type erased.
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<Content: View>(_ view: Content) {
        self.view = (view as? AnyView)?.view ?? view
    }

    public init<Content: View>(erasing view: Content) {
        self.init(view)
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.render(view, into: &sink)
    }
}

/// Views grouped without a node of their own, so a modifier applies to each of them.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        context.render(content, into: &sink)
    }
}
