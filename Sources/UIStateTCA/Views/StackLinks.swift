import Components
import UIStateSwiftUI

// MARK: - The links of a navigation stack

/// The `NavigationLink(state:)`s one render of a ``NavigationStackStore`` met, by the id of each
/// link's button, and what each pushes.
///
/// A link is SwiftUI's `NavigationLink`, whose own tap would push its destination as view
/// state; a TCA link pushes through the stack's store instead. The link's label registers here
/// while it renders (the label is the button's content, so it knows the button's id), and once
/// the stack has rendered, ``connect(in:push:)`` makes each registered button's tap the push.
final class StackLinks: @unchecked Sendable {
    // Unchecked: made, filled and read during one render, on the thread that renders.
    private var links: [String: Any?] = [:]

    func register(buttonID: String, state: Any?) {
        links[buttonID] = state
    }

    /// Gives each registered button under `node` the tap `push` makes of its state: a link to
    /// `nil`, or to a state `push` refuses, cannot be tapped (as SwiftUI draws a link to no value).
    func connect<Action>(in node: inout RenderedNode<Action>, push: (Any) -> (() -> Void)?) {
        if let entry = links[node.id] {
            let send = entry.flatMap(push)
            if let send, node.isEnabled {
                node.interactions.tap = InteractionRecorder.dryRun(send)
            } else {
                node.interactions.tap = nil
                if send == nil { node.isEnabled = false }
            }
        }
        guard !links.isEmpty else { return }
        for index in node.children.indices { connect(in: &node.children[index], push: push) }
    }

    /// The id a push from a link takes: the one the running store's next push would take
    /// (`StackState.append`'s), skipping ids on the stack.
    ///
    /// Only peeked at, not taken: rendering must not change the store. So a screen pushed and
    /// popped gives its id to the next push, and pushing and popping comes back to the same
    /// state (exploration sees one state there, not a new id per visit).
    static func nextID(after ids: [StackElementID]) -> StackElementID {
        let onStack = Set(ids)
        var id = Dependencies.current.stackElementID.peek()
        while onStack.contains(id) { id = StackElementID(id.rawValue + 1) }
        return id
    }
}

extension StackLinks {
    /// What a link's tap does in a stack of `store`: push `state` as the screen with the id the
    /// store's next push would take, or nothing (with a report naming the `stack` view) for a
    /// state of another stack.
    static func pushAction<State: Sendable, Action: Sendable>(
        onto store: Store<StackState<State>, StackAction<State, Action>>,
        in stack: String
    ) -> (Any) -> (() -> Void)? {
        let id = nextID(after: store.currentState.ids)
        return { state in
            guard let state = state as? State else {
                ViewMisuse.report("a NavigationLink(state:) of \(ViewMisuse.name(of: type(of: state))) is inside a \(stack) of \(ViewMisuse.name(of: State.self))")
                return nil
            }
            return { store.send(.push(id: id, state: state)) }
        }
    }
}

/// Content in a store's `NavigationStack(path:)` (its root, or one of its screens), whose
/// `NavigationLink(state:)`s push onto the store: the links register while the content renders,
/// then each link's button is given its push, as ``NavigationStackStore`` does for its whole
/// stack at once.
struct StackLinking<State: Sendable, Action: Sendable, Content: View>: View, PrimitiveView {
    typealias Body = Never
    let store: Store<StackState<State>, StackAction<State, Action>>
    let content: Content

    func render<NodeAction>(in context: ViewContext<NodeAction>, into sink: inout NodeSink<NodeAction>) {
        let links = StackLinks()
        var inner = context
        inner.environment[StackLinksKey.self] = links
        let start = sink.nodes.count
        inner.render(content, into: &sink)
        let push = StackLinks.pushAction(onto: store, in: "NavigationStack(path:)")
        for index in start..<sink.nodes.count { links.connect(in: &sink.nodes[index], push: push) }
    }
}

enum StackLinksKey: EnvironmentKey {
    static var defaultValue: StackLinks? { nil }
}
