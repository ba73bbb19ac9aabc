// Rendering a hosted feature's screen and interacting with it is uistate's own (Components'
// tree, selectors and interactions), so this support file imports it; the views under test
// import only UIStateTCA.
import Components
import FeatureKit
import UIStateTCA
import XCTest

/// A hosted feature's screen as a host shows it, for view tests: the view of the state now
/// (`Feature.view(state)`: a TCA feature's SwiftUI view, or a built-in's components, rendered to
/// a Components tree with the dependencies a host's store gets), and interactions that run as the host runs them: a tap's actions go
/// through the reducer (its effects are not run), its `@State` writes are applied, and the
/// next `tree` is the view of what they left.
final class ScreenDriver<Feature: PluginFeature> {
    private(set) var state: Feature.State
    private let dependencies: Dependencies
    /// Every action the interactions sent, in order.
    private(set) var sent: [Feature.Action] = []

    init(_ state: Feature.State, reportIssue: (@Sendable (String) -> Void)? = nil) {
        self.state = state
        var dependencies = Dependencies.current
        Feature.prepareDependencies(&dependencies)
        dependencies.reportIssue = reportIssue
        self.dependencies = dependencies
    }

    /// The screen of the state now.
    var tree: RenderedTree<Feature.Action> {
        Dependencies.$current.withValue(dependencies) { RenderedTree(rendering: Feature.view(state)) }
    }

    /// The screen's outline, with each node's tap, input and dismiss actions in wire form.
    var outline: String {
        tree.outline(encodeAction: ActionCoding.encode)
    }

    /// The node `id` of the screen now; fails the test when there is none.
    func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> RenderedNode<Feature.Action> {
        try XCTUnwrap(tree.node(id: id), "no node \(id) in\n\(outline)", file: file, line: line)
    }

    /// Taps the node `pick` names and returns the actions the tap sent; throws as the host
    /// refuses (no such node, covered, disabled, not tappable).
    @discardableResult
    func tap(_ pick: Pick) throws -> [Feature.Action] {
        try run(tree.tap(pick.selector))
    }

    /// Types `text` into the field `pick` names and returns the actions it sent.
    @discardableResult
    func input(_ pick: Pick, _ text: String) throws -> [Feature.Action] {
        try run(tree.input(pick.selector, text: text))
    }

    /// Dismisses the presentation `pick` names and returns the actions it sent.
    @discardableResult
    func dismiss(_ pick: Pick) throws -> [Feature.Action] {
        try run(tree.dismiss(pick.selector))
    }

    /// Sends `action` through the reducer, as a client's `store/dispatch` would.
    func send(_ action: Feature.Action) {
        Dependencies.$current.withValue(dependencies) {
            _ = Feature().reduce(into: &state, action: action)
        }
        sent.append(action)
    }

    private func run(_ interaction: Interaction<Feature.Action>) -> [Feature.Action] {
        var actions: [Feature.Action] = []
        for step in interaction.steps {
            switch step {
            case .action(let action):
                send(action)
                actions.append(action)
            case .viewState(let change):
                change.apply()
            case .event:
                break
            }
        }
        return actions
    }
}

/// Which node an interaction is for, as a client names it: by its text, id or type.
enum Pick {
    case text(String)
    case id(String)
    case type(String)

    var selector: Selector {
        switch self {
        case .text(let text): .text(text)
        case .id(let id): .id(id)
        case .type(let type): .type(type)
        }
    }
}
