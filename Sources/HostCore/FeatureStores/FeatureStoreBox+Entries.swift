import FeatureKit
import Components
import JSON
import StoreRuntime

// MARK: - History entries with their state, and finding nodes

extension FeatureStoreBox {
    /// `{"sequence", "origin", "action", "version", "changed", "state", "events"}`: one history
    /// entry as step reports and `history/export` carry it. `action` is null for environment
    /// changes and jumps.
    static func entryJSON(_ entry: HistoryEntry<F.State, F.Action>, in store: isolated Store<F>) -> JSONValue {
        let state = Dependencies.$current.withValue(store.dependencies) {
            (try? JSONValueEncoder().encode(entry.state)) ?? .null
        }
        return [
            "sequence": .integer(Int64(entry.sequence)),
            "origin": .string(entry.origin.name),
            "action": entry.action.map(ActionCoding.encode) ?? .null,
            "version": .integer(Int64(entry.version)),
            "changed": .bool(entry.stateChanged),
            "state": state,
            "events": .array(entry.events.map(Self.json)),
        ]
    }

    func historyEntries() async -> (entries: [JSONValue], complete: Bool) {
        guard let history else { return ([], false) }
        return await store.perform { store in
            (history.entries().map { Self.entryJSON($0, in: store) }, history.droppedCount == 0)
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
