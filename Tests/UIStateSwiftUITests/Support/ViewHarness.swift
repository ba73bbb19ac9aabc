import Components
import JSON
import UIStateSwiftUI

/// A view rendered as a hosted store renders it, for these tests: its outline and nodes, and
/// interactions done as the host does them. A step that writes `@State` (recorded as `viewState`)
/// is applied, actions and events are kept in ``sent``, and the view renders again, so the next
/// assertion sees what the interaction changed.
final class ViewHarness<Action> {
    let storage = ViewStateStorage()
    private let view: any View
    private(set) var tree: RenderedTree<Action>
    /// The actions and events interactions produced, in order, as the outline writes steps.
    private(set) var sent: [String] = []

    init(_ view: some View, sending: Action.Type) {
        self.view = view
        tree = RenderedTree(rendering: ViewComponent<Action>(view, storage: storage))
    }

    /// The tree as text (see `RenderedTree.outline`), actions by their description.
    var outline: String { tree.outline(encodeAction: Self.encode) }

    /// The outline's line for the node `selector` picks, without its indentation.
    func line(_ selector: Selector) throws -> String {
        let id = try tree.find(selector).id
        let lines = outline.split(separator: "\n").map { $0.drop { $0 == " " } }
        return lines.first { $0.contains(" #\(id) ") || $0.hasSuffix(" #\(id)") }.map(String.init) ?? ""
    }

    func node(_ selector: Selector) throws -> RenderedNode<Action> {
        try tree.find(selector)
    }

    /// What each step of an interaction does, as the tree's JSON writes it.
    func steps(_ interaction: Interaction<Action>) -> [String] {
        interaction.steps.map { $0.json(encodeAction: Self.encode).serializedString(.canonical) }
    }

    @discardableResult
    func tap(_ selector: Selector) throws -> [String] {
        try perform(tree.tap(selector))
    }

    @discardableResult
    func input(_ selector: Selector, _ text: String) throws -> [String] {
        try perform(tree.input(selector, text: text))
    }

    @discardableResult
    func focus(_ selector: Selector?) throws -> [String] {
        try perform(tree.focus(selector))
    }

    @discardableResult
    func appear(_ selector: Selector) throws -> [String] {
        try perform(tree.appear(selector))
    }

    @discardableResult
    func dismiss(_ selector: Selector) throws -> [String] {
        try perform(tree.dismiss(selector))
    }

    @discardableResult
    func submit(_ selector: Selector) throws -> [String] {
        try perform(tree.submit(selector))
    }

    /// Does the interaction's steps in order, as the host does, and renders again.
    private func perform(_ interaction: Interaction<Action>) -> [String] {
        for step in interaction.steps {
            switch step {
            case .viewState(let change): change.apply()
            case .action, .event: sent.append(step.json(encodeAction: Self.encode).serializedString(.canonical))
            }
        }
        tree = RenderedTree(rendering: ViewComponent<Action>(view, storage: storage))
        return steps(interaction)
    }

    private static func encode(_ action: Action) -> JSONValue {
        .string(String(describing: action))
    }
}

extension ViewHarness where Action == Never {
    /// A view that sends no actions: what SwiftUI's own views do with `@State` and bindings.
    convenience init(_ view: some View) {
        self.init(view, sending: Never.self)
    }
}

/// Stands in for a TCA view store in these tests: what a view sends through it is what the
/// interaction does, as a hosted store records it while rendering.
struct Sender<Action> {
    @discardableResult
    func send(_ action: Action) -> SentAction {
        InteractionRecorder.record(action: action)
        return SentAction()
    }
}

/// What `send` returns, as TCA's `StoreTask`: finished at once, since a host runs the effects.
struct SentAction {
    func finish() async {}
}
