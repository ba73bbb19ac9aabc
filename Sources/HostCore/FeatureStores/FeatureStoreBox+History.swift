import Components
import FeatureKit
import JSON
import StoreRuntime

// MARK: - History over the wire

// A store that keeps no history (`StoreConfiguration.keepsHistory`, only exploration's) pages
// nothing and reaches no version: its versions are given as `0...0`, the range a store has
// before its first change.
extension FeatureStoreBox {
    func history(from: Int, limit: Int) -> HistoryPage {
        guard let history else { return HistoryPage(entries: [], next: nil, versions: 0...0, droppedCount: 0) }
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
            guard let history else { throw UnknownVersionError(version: version, available: 0...0) }
            try await history.jump(to: version, in: store)
            // The jump cancelled every effect and re-ran none; under the test clock the reply
            // still waits for the cancelled ones to wind down, as every step's does.
            if usesTestClock { try await store.settle(timeout: settleTimeout) }
        }
        return await store.perform { store in self.report(store, since: mark) }
    }

    func pastVersion(_ version: Int, device: Device?) async throws -> PastVersion {
        guard let kept = snapshot(at: version) else {
            throw UnknownVersionError(version: version, available: history?.versions ?? 0...0)
        }
        return try await store.perform { store in
            let environment = (kept.environment as? EnvironmentValues<F.Action>) ?? EnvironmentValues()
            // Read with the store's dependencies current, as a render of the live state is:
            // shared values in the state read this store's, as they are now.
            return try Dependencies.$current.withValue(store.dependencies) {
                let state: JSONValue
                do {
                    state = try JSONValueEncoder().encode(kept.state)
                } catch {
                    throw PastStateEncodingError(version: version, underlying: "\(error)")
                }
                let tree = F.renderTree(kept.state, environment: environment, memo: nil)
                return PastVersion(
                    version: version,
                    state: state,
                    environment: environment.json,
                    tree: tree.json(encodeAction: ActionCoding.encode),
                    html: tree.html(HTMLRenderer().device(device))
                )
            }
        }
    }

    /// The state and environment history holds for `version`: the newest entry that left the
    /// store at it, or the baseline (the store as created, or after the newest dropped entry).
    private func snapshot(at version: Int) -> (state: F.State, environment: any Sendable)? {
        guard let history else { return nil }
        let entry = history.withEntries(from: 0) { kept in
            kept.last { $0.version == version }.map { (state: $0.state, environment: $0.environment) }
        }
        if let entry { return entry }
        let baseline = history.baseline
        return baseline.version == version ? (baseline.state, baseline.environment) : nil
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
            "events": .array(entry.events.map(StoreStepper<F>.json)),
        ]
        switch entry.origin {
        case .effect(let effect, let startedBy):
            object["effect"] = .integer(Int64(effect.rawValue))
            object["startedBy"] = .integer(Int64(startedBy))
        case .delegate(let startedBy):
            object["startedBy"] = .integer(Int64(startedBy))
        case .jump(let target):
            object["toVersion"] = target.map { .integer(Int64($0)) } ?? .null
        case .outside, .launch, .environment, .replace:
            break
        }
        return .object(object)
    }
}
