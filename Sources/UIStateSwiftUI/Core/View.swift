package import Components

// MARK: - View

/// A piece of a screen, as SwiftUI's: a value whose `body` is made of other views.
///
/// ```swift
/// struct CounterView: View {
///     let count: Int
///     var body: some View {
///         HStack { Text("\(count)"); Button("+") { … } }
///     }
/// }
/// ```
///
/// A headless host renders a view into uistate's node tree (the tree `view/render` returns,
/// taps and the HTML renderer read): views uistate draws itself (``Text``, ``Button``,
/// ``VStack`` …) become nodes, and any other view is its `body`. As in SwiftUI, `body` is
/// main-actor isolated, so a view may build views marked `@MainActor`; a host evaluates it on
/// the store's queue, one render at a time.
public protocol View {
    /// The view this one is made of; `Never` for the views uistate draws itself.
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// A view uistate draws itself: it renders nodes directly and has no body.
package protocol PrimitiveView: View where Body == Never {
    func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>)
}

extension View where Body == Never {
    /// Never evaluated: the renderer asks a view uistate draws for its nodes, not its body.
    public var body: Never { primitiveViewHasNoBody(Self.self) }
}

/// The body of a view that has none; the renderer never asks for it, as SwiftUI never does.
func primitiveViewHasNoBody(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is drawn by uistate and has no body")
}
