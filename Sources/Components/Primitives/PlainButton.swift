import JSON

/// SwiftUI's plain `Button(action:label:)`: any content as its label, a tap sends the action and
/// nothing else — no haptic, no glass effect.
///
/// ``Button`` is seed 000's design-system button (four layouts, haptics on by default); this one is
/// for screens that use a bare SwiftUI button, as seed 003's `BookmarkButtonView` does, and for
/// any-view side buttons of a text field (seed 001's `sideButton(content:action:)`).
///
/// ```swift
/// PlainButton(action: .bookmarkTapped(article.id)) {
///     Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
///         .foreground(isBookmarked ? .blue : .gray)
/// }
/// .accessibilityLabel("Bookmark \(article.title)")
/// ```
///
/// The node is a `button` with `"style": "plain"` and its label as children. As on iOS, the label
/// is one accessibility element with the button: the button takes the first text and the first
/// accessibility label its label has, and the label's nodes keep neither, so a `text` or `label`
/// selector finds the button alone.
public struct PlainButton<Action>: Component, ChainedModifying {
    let action: Action
    let label: ComponentGroup<Action>
    private(set) var isDisabled = false

    public init(action: Action, @ComponentBuilder<Action> label: () -> ComponentGroup<Action>) {
        self.action = action
        self.label = label()
    }

    /// Refuses taps; keeps the chain on `PlainButton`.
    public consuming func disabled(_ isDisabled: Bool = true) -> Self { copy { $0.isDisabled = isDisabled } }

    public func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        var node = sink.makeNode(type: "button", role: .button, context: context)
        node.isEnabled = node.isEnabled && !isDisabled
        node.set("style", "plain", outline: true)
        var labelContext = context.forChildren
        labelContext.environment.isEnabled = node.isEnabled
        node.children = labelContext.renderChildren(of: node.id, label)
        node.mergeLabel()
        node.interactions.tap = [.action(action)]
        sink.append(node)
    }
}

extension RenderedNode {
    /// Takes the first text and accessibility label of the descendants and clears theirs: the
    /// content of a button is read as part of the button.
    package mutating func mergeLabel() {
        text = firstDescendant { $0.text }
        accessibilityLabel = firstDescendant { $0.accessibilityLabel }
        for index in children.indices { children[index].clearLabels() }
    }

    private mutating func clearLabels() {
        text = nil
        accessibilityLabel = nil
        for index in children.indices { children[index].clearLabels() }
    }

    /// The first non-nil value of `property` among the descendants, in document order. A
    /// closure, not a key path: a key path literal in a generic type is instantiated at run time
    /// on every call (about 20k instructions, most of a plain button's render).
    package func firstDescendant(_ property: (RenderedNode<Action>) -> String?) -> String? {
        for child in children {
            if let value = property(child) ?? child.firstDescendant(property) { return value }
        }
        return nil
    }
}
