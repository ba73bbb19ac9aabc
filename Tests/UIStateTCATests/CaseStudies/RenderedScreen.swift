// Renders a hosted feature's screen as the host does, so the case studies here can check the
// tree their SwiftUI views make and what tapping it sends. Only this file names uistate's own
// types; the features and views beside it are written as a TCA app writes them.
import Components
import FeatureKit
import UIStateTCA
import XCTest

/// A feature's screen for one state, with the dependencies a hosted store of it has: a TCA
/// feature's SwiftUI view, or a built-in's components (to compare the two).
struct RenderedScreen<Feature: PluginFeature> {
    let tree: RenderedTree<Feature.Action>
    let state: Feature.State
    private let dependencies: Dependencies

    /// - Parameter reportIssue: receives what TCA reports as a runtime warning (a view used
    ///   where it cannot work), as a test store's would.
    init(_ state: Feature.State, reportIssue: (@Sendable (String) -> Void)? = nil) {
        var dependencies = Dependencies.test()
        Feature.prepareDependencies(&dependencies)
        dependencies.reportIssue = reportIssue
        self.init(state, dependencies: dependencies)
    }

    private init(_ state: Feature.State, dependencies: Dependencies) {
        self.state = state
        self.dependencies = dependencies
        tree = Dependencies.$current.withValue(dependencies) {
            RenderedTree(rendering: Feature.view(state))
        }
    }

    /// The screen again after `interaction`'s view-state writes, as the host applies them (the
    /// feature's state is left as it was: send the actions to a store to change it).
    func after(_ interaction: Interaction<Feature.Action>) -> RenderedScreen {
        for step in interaction.steps {
            if case .viewState(let change) = step { change.apply() }
        }
        return RenderedScreen(state, dependencies: dependencies)
    }

    /// The screen again after the reducer ran `actions` (its effects are not run), as a host's
    /// store would; the store's own dependencies (its stack ids, its views' `@State`) carry over.
    func sending(_ actions: [Feature.Action]) -> RenderedScreen {
        var state = state
        Dependencies.$current.withValue(dependencies) {
            for action in actions { _ = Feature().reduce(into: &state, action: action) }
        }
        return RenderedScreen(state, dependencies: dependencies)
    }

    /// The outline `uistate render` prints, with what each tap sends.
    var outline: String { tree.outline(encodeAction: ActionCoding.encode) }

    /// What tapping the node with `text` sends, in order.
    func tap(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [Feature.Action] {
        do { return try tree.tap(.text(text)).actions } catch {
            XCTFail("cannot tap \"\(text)\": \(error)\n\(outline)", file: file, line: line)
            return []
        }
    }

    /// What tapping the `index`th node with `text` sends, in order.
    func tap(_ text: String, index: Int, file: StaticString = #filePath, line: UInt = #line) -> [Feature.Action] {
        tap(Selector(text: text, index: index), file: file, line: line)
    }

    /// Whether the screen has an `index`th node with `text`.
    func contains(text: String, index: Int) -> Bool {
        contains(Selector(text: text, index: index))
    }

    /// What tapping the node `selector` picks sends, in order.
    func tap(_ selector: Selector, file: StaticString = #filePath, line: UInt = #line) -> [Feature.Action] {
        do { return try tree.tap(selector).actions } catch {
            XCTFail("cannot tap \(selector): \(error)\n\(outline)", file: file, line: line)
            return []
        }
    }

    /// What dismissing the presentation `selector` picks sends, in order.
    func dismiss(_ selector: Selector, file: StaticString = #filePath, line: UInt = #line) -> [Feature.Action] {
        do { return try tree.dismiss(selector).actions } catch {
            XCTFail("cannot dismiss \(selector): \(error)\n\(outline)", file: file, line: line)
            return []
        }
    }

    /// What typing `text` into the field `selector` picks sends, in order.
    func input(_ text: String, into selector: Selector, file: StaticString = #filePath, line: UInt = #line) -> [Feature.Action] {
        do { return try tree.input(selector, text: text).actions } catch {
            XCTFail("cannot type into \(selector): \(error)\n\(outline)", file: file, line: line)
            return []
        }
    }

    /// The node `selector` picks, failing the test when there is none.
    func node(_ selector: Selector, file: StaticString = #filePath, line: UInt = #line) -> RenderedNode<Feature.Action>? {
        do { return try tree.find(selector) } catch {
            XCTFail("no node \(selector): \(error)\n\(outline)", file: file, line: line)
            return nil
        }
    }

    /// Whether the screen has a node `selector` picks.
    func contains(_ selector: Selector) -> Bool {
        (try? tree.find(selector)) != nil
    }
}
