import FeatureKit
import Components
import JSON
import StoreRuntime

// MARK: - Rendering and interactions

extension FeatureStoreBox {
    func render(format: RenderFormat, device: Device?) async -> (tree: JSONValue, version: Int) {
        await store.perform { store in
            let tree = Self.tree(of: store)
            switch format {
            case .json: return (tree.json(encodeAction: ActionCoding.encode), store.version)
            case .text: return (.string(tree.outline(encodeAction: ActionCoding.encode)), store.version)
            case .html: return (.string(tree.html(HTMLRenderer().device(device))), store.version)
            }
        }
    }

    func interact(_ interaction: ViewInteraction) async throws -> StepReport {
        try await step { store in
            // Rendered on the store's executor, in the same hop as the actions it leads to, so
            // the node found is the node of the state the actions apply to. Resolved with the
            // store's dependencies current, as it rendered: a field's binding runs when the text
            // arrives and reads the store's shared values (the rest of what it writes).
            let resolved = try Dependencies.$current.withValue(store.dependencies) {
                try Self.resolve(interaction, in: Self.tree(of: store))
            }
            Self.perform(resolved, on: store)
        }
    }

    /// What `interaction` does on `tree`, its node found through `digest` when given (the tree's).
    static func resolve(
        _ interaction: ViewInteraction, in tree: RenderedTree<F.Action>, digest: TreeDigest? = nil
    ) throws(ViewError) -> Interaction<F.Action> {
        switch interaction {
        case .tap(let selector): try tree.tap(selector, digest: digest)
        case .input(let selector, let text): try tree.input(selector, text: text, digest: digest)
        case .appear(let selector): try tree.appear(selector, digest: digest)
        case .focus(let selector): try tree.focus(selector, digest: digest)
        }
    }

    /// Emits, sends and writes what an interaction does, in the order the view gives them: a
    /// tap's haptic comes before its action, so history records the event with the action it
    /// leads to.
    static func perform(_ result: Interaction<F.Action>, on store: isolated Store<F>) {
        for step in result.steps {
            switch step {
            case .event(let event):
                store.dependencies.events.emit(
                    UIEvent(name: event.name, payload: Self.flattened(event.payload), detail: EventDetail(event.payload)))
            case .action(let action):
                store.send(action, origin: .outside)
            case .viewState(let change) where change.changesStore:
                store.writeShared { change.apply() }
            case .viewState(let change):
                change.apply()
            }
        }
    }

    /// The view of the store's state with its environment, read with the store's dependencies
    /// current (shared values in the state read this store's).
    static func tree(of store: isolated Store<F>) -> RenderedTree<F.Action> {
        Dependencies.$current.withValue(store.dependencies) {
            F.renderTree(store.state, environment: environment(of: store), memo: nil)
        }
    }

    /// A view event's payload as the runtime's string payload (what `TestStore` prints); the
    /// JSON itself travels as the event's `detail`.
    private static func flattened(_ payload: JSONObject) -> [String: String] {
        var strings: [String: String] = [:]
        for (key, value) in payload {
            strings[key] = value.stringValue ?? value.serializedString()
        }
        return strings
    }
}
