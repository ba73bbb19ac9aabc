// Renders a view of a store that is not hosted (its feature is not Codable), as a host renders a
// hosted feature's screen: from one state, with what the view sends recorded. Only this file
// names uistate's own types.
import Components
import FeatureKit
import UIStateSwiftUI
import UIStateTCA

/// A view of a store of `State`, rendered from one state.
struct RenderedView<State, Action> {
    let tree: RenderedTree<Action>

    init<Content: View>(_ state: State, _ view: (Store<State, Action>) -> Content) {
        tree = RenderedTree(rendering: ViewComponent<Action>(view(.rendering(state)), storage: ViewStateStorage()))
    }

    /// What tapping the node `selector` picks sends, in order.
    func tap(_ selector: Selector) throws -> [Action] { try tree.tap(selector).actions }

    /// What tapping the `index`th node with `text` sends, in order.
    func tap(text: String, index: Int) throws -> [Action] { try tap(Selector(text: text, index: index)) }

    /// What typing `text` into the field `selector` picks sends, in order.
    func input(_ text: String, into selector: Selector) throws -> [Action] { try tree.input(selector, text: text).actions }

    /// The node `selector` picks.
    func node(_ selector: Selector) throws -> RenderedNode<Action> { try tree.find(selector) }

    /// The `index`th node of `type`.
    func node(type: String, index: Int) throws -> RenderedNode<Action> { try tree.find(Selector(type: type, index: index)) }
}
