import FeatureKit
import Components
import JSON
import StoreRuntime

// MARK: - History entries with their state, and finding nodes

extension FeatureStoreBox {
    func historyEntries() async -> (entries: [JSONValue], complete: Bool) {
        guard let history else { return ([], false) }
        return await store.perform { store in
            (history.entries().map { StoreStepper.entryJSON($0, in: store) }, history.droppedCount == 0)
        }
    }

    func find(_ selector: Selector) async -> (nodes: [JSONValue], version: Int) {
        await store.perform { store in
            let nodes = Self.tree(of: store).nodes(matching: selector).map { node in
                guard case .object(var object) = node.json(encodeAction: ActionCoding.encode) else { return JSONValue.null }
                // The node itself: a client asked about it, not its subtree.
                _ = object.removeValue(forKey: "children")
                return .object(object)
            }
            return (nodes, store.version)
        }
    }
}
