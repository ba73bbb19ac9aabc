import FeatureKit
import JSON
import StoreRuntime

// MARK: - History over the wire

extension FeatureStoreBox {
    func history(from: Int, limit: Int) -> HistoryPage {
        // One more than asked for tells whether a next page exists without a second lock.
        let entries = history.entries(from: from, limit: limit == .max ? limit : limit + 1)
        let page = entries.prefix(limit)
        let next = entries.count > page.count ? entries[page.count].sequence : nil
        return HistoryPage(
            entries: page.map(Self.json), next: next,
            versions: history.versions, droppedCount: history.droppedCount
        )
    }

    func jump(to version: Int) async throws -> StepReport {
        let mark = try await store.perform { store in
            try Task.checkCancellation()
            return self.open(store)
        }
        try await closingOnError {
            try await history.jump(to: version, in: store)
            // The jump cancelled every effect and re-ran none; under the test clock the reply
            // still waits for the cancelled ones to wind down, as every step's does.
            if usesTestClock { try await store.settle(timeout: settleTimeout) }
        }
        return await store.perform { store in self.report(store, since: mark) }
    }

    /// The wire form of one entry.
    static func json(_ entry: HistoryEntry<F.State, F.Action>) -> JSONValue {
        var object: JSONObject = [
            "sequence": .integer(Int64(entry.sequence)),
            "version": .integer(Int64(entry.version)),
            "origin": .string(entry.origin.name),
            "action": entry.action.map(ActionCoding.encode) ?? .null,
            "changed": .bool(entry.stateChanged),
            "effectsStarted": .array(entry.effectsStarted.map { .integer(Int64($0.rawValue)) }),
            "effectsCancelled": .array(entry.effectsCancelled.map { .integer(Int64($0.rawValue)) }),
            "events": .array(entry.events.map(json)),
        ]
        switch entry.origin {
        case .effect(let effect, let startedBy):
            object["effect"] = .integer(Int64(effect.rawValue))
            object["startedBy"] = .integer(Int64(startedBy))
        case .delegate(let startedBy):
            object["startedBy"] = .integer(Int64(startedBy))
        case .jump(let target):
            object["toVersion"] = target.map { .integer(Int64($0)) } ?? .null
        case .outside, .launch, .environment:
            break
        }
        return .object(object)
    }
}
