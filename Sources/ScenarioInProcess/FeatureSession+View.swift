import Components
import JSONValue
import Scenario
import StoreRuntime

/// The view side of the session: render from the current state and environment, interact with
/// the tree, send the interaction's actions in order.
extension FeatureSession {
    func tree() async throws(SessionError) -> RenderedTree<Action> {
        let environment = environment
        let store = try requireStore()
        return await store.reading { state in
            F.view(state).render(environment: environment)
        }
    }

    func tap(_ selector: Selector) async throws(SessionError) -> SessionOutcome {
        try await play { tree throws(ViewError) in try tree.tap(selector) }
    }

    func input(_ selector: Selector, text: String) async throws(SessionError) -> SessionOutcome {
        try await play { tree throws(ViewError) in try tree.input(selector, text: text) }
    }

    func appear(_ selector: Selector) async throws(SessionError) -> SessionOutcome {
        try await play { tree throws(ViewError) in try tree.appear(selector) }
    }

    func focus(_ selector: Selector?) async throws(SessionError) -> SessionOutcome {
        try await play { tree throws(ViewError) in try tree.focus(selector) }
    }

    /// Performs an interaction: events are reported in order with the actions, each action is
    /// sent and processed before the next.
    private func play(_ interact: (RenderedTree<Action>) throws(ViewError) -> Interaction<Action>) async throws(SessionError) -> SessionOutcome {
        let interaction: Interaction<Action>
        let tree = try await tree()
        do {
            interaction = try interact(tree)
        } catch {
            throw SessionError(code: error.code, message: error.description, data: error.data)
        }
        let store = try requireStore()
        for step in interaction.steps {
            switch step {
            case .event(let event):
                buffer.appendEvent(event.json)
            case .action(let action):
                await store.send(action)
            }
        }
        return try await settled()
    }

    func render(_ format: SnapshotExpectation.Format) async throws(SessionError) -> RenderedView {
        let tree = try await tree()
        let encode = Self.encodeAction
        switch format {
        case .text: return .text(tree.outline(encodeAction: encode))
        case .json: return .json(tree.json(encodeAction: encode))
        }
    }

    func nodes(matching selector: Selector) async throws(SessionError) -> [JSONValue] {
        let tree = try await tree()
        return tree.nodes(matching: selector).map { node in
            guard var object = node.json(encodeAction: Self.encodeAction).objectValue else { return .null }
            _ = object.removeValue(forKey: "children")
            return .object(object)
        }
    }

    static func encodeAction(_ action: Action) -> JSONValue {
        (try? JSONValueEncoder().encode(action)) ?? .null
    }
}
