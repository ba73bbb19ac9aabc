import Glibc
import HostCore
import JSON
import FeatureKit
import UIStateProtocol

// MARK: - ScenarioBuilder

/// Turns a path the search found into an ordinary scenario file: the path is replayed through an
/// in-process `Host` and written by `history/export`, which asserts the state after every step
/// and every action effects sent back, by the rules an exhaustive replay checks — so a path to a
/// screen replays green by construction.
struct ScenarioBuilder: Sendable {
    let explorer: Explorer
    var feature: FeatureDefinition { explorer.feature }
    var presets: [String: String] { explorer.options.presets }

    /// The scenario of `path`, with an expectation of the final state and of every interactive
    /// node's enabled and hidden flags; then, since an exhaustive replay ends with no effect in
    /// flight, the clock advanced timer by timer until every effect finished (each action they
    /// send asserted). A screen whose effects never finish (a repeating timer) is written with
    /// `"exhaustivity": "off"`: its assertions still hold, only the end is not checked.
    func screen(_ path: [ExploreInput], name: String, tree: JSONValue) async throws -> JSONValue {
        let (scenario, state) = try await export(path, name: name)
        var nodes: [JSONValue] = []
        CandidateInputs.walk(tree) { node in
            guard let id = node["id"]?.stringValue, node["interactions"] != nil else { return }
            nodes.append(["id": .string(id), "enabled": node["enabled"] ?? true, "hidden": node["hidden"] ?? false])
        }
        var expect: JSONObject = ["state": state]
        if !nodes.isEmpty { expect["view"] = ["contains": .array(nodes)] }
        let check: JSONValue = ["expect": .object(expect)]
        let steps = scenario["steps"]?.arrayValue ?? []
        guard let drain = try await drain(after: path) else {
            return setting("exhaustivity", "off", in: appending([check], to: scenario))
        }
        if drain.isEmpty { return appending([check], to: scenario) }
        let (drained, _) = try await export(path + drain, name: name)
        let all = drained["steps"]?.arrayValue ?? []
        guard all.count >= steps.count, Array(all.prefix(steps.count)) == steps else {
            return setting("exhaustivity", "off", in: appending([check], to: scenario))
        }
        return setting("steps", .array(steps + [check] + all.dropFirst(steps.count)), in: scenario)
    }

    /// The clock advances that let every effect in flight after `path` finish; nil when they
    /// do not finish within 20 timers.
    private func drain(after path: [ExploreInput]) async throws -> [ExploreInput]? {
        let app = try await explorer.app(replaying: path)
        let store = app.store
        var inputs: [ExploreInput] = []
        var finished = false
        do {
            for _ in 0..<20 {
                if await store.effects().isEmpty { break }
                guard let ms = store.nextTimerMilliseconds() else { break }
                _ = try await store.advance(milliseconds: ms)
                inputs.append(.advance(ms))
            }
            finished = await store.effects().isEmpty
        } catch {
            await app.shutDown()
            throw error
        }
        await app.shutDown()
        return finished ? inputs : nil
    }

    /// The scenario of a violation: the path to the broken state, asserted as it happened, then
    /// the step that fails — the refused interaction, the effect that never settles, or the
    /// invariant's schema as an `expect.invariant` check.
    func violation(_ violation: ExplorationResult.Violation, name: String) async throws -> JSONValue {
        switch violation.invariant {
        case Invariants.BuiltIn.interactionAccepted, Invariants.BuiltIn.effectsSettle:
            let (scenario, _) = try await export(Array(violation.path.dropLast()), name: name)
            return appending(violation.path.last.map { [$0.step] } ?? [], to: scenario)
        case Invariants.BuiltIn.stateRoundTrips:
            // Started from the state itself: the first check compares it with what the store
            // made of it.
            return [
                "name": .string(name),
                "feature": .string(feature.name),
                "initialState": violation.state,
                "steps": [["expect": ["state": violation.state]]],
            ]
        default:
            let (scenario, _) = try await export(violation.path, name: name)
            let check: JSONValue = ["invariant": ["name": .string(violation.invariant), "schema": violation.schema ?? true]]
            return appending([["expect": check]], to: scenario)
        }
    }

    /// Replays `path` in a fresh host and exports the store's history; returns the final state.
    /// A relaunch exports the store so far, writes a `relaunch` step and goes on in a store
    /// created again on the same storage directory.
    private func export(_ path: [ExploreInput], name: String) async throws -> (scenario: JSONValue, state: JSONValue) {
        let host = Host(features: [feature])
        let directory = path.contains(.relaunch) ? try TemporaryDirectory() : nil
        defer { directory?.remove() }
        let request = StoreCreateRequest(
            feature: feature.name, dependencies: presets.isEmpty ? nil : .init(presets: presets), storage: directory?.path
        )
        var id = try await host.createStore(request).storeId
        var document: JSONObject?
        var steps: [JSONValue] = []
        func take(_ id: String) async throws {
            let part = try await host.exportHistory(HistoryExportRequest(storeId: id, name: name)).scenario
            document = document ?? part.objectValue
            steps += part["steps"]?.arrayValue ?? []
        }
        for input in path {
            switch input {
            case .tap(let node): _ = try await host.tap(ViewTapRequest(storeId: id, selector: ["id": .string(node)]))
            case .input(let node, let text): _ = try await host.input(ViewInputRequest(storeId: id, selector: ["id": .string(node)], text: text))
            case .appear(let node): _ = try await host.appear(ViewAppearRequest(storeId: id, selector: ["id": .string(node)]))
            case .advance(let ms): _ = try await host.advance(ClockAdvanceRequest(storeId: id, ms: ms))
            case .environment(let values): _ = try await host.setEnvironment(EnvironmentSetRequest(storeId: id, environment: values))
            case .relaunch:
                try await take(id)
                steps.append(["relaunch": true])
                _ = try await host.destroyStore(StoreDestroyRequest(storeId: id))
                id = try await host.createStore(request).storeId
            }
        }
        try await take(id)
        let state = try await host.state(StoreStateRequest(storeId: id)).value
        _ = try await host.destroyStore(StoreDestroyRequest(storeId: id))
        var scenario = document ?? [:]
        scenario["steps"] = .array(steps)
        return (.object(scenario), state)
    }

    private func setting(_ key: String, _ value: JSONValue, in scenario: JSONValue) -> JSONValue {
        guard case .object(var document) = scenario else { return scenario }
        document[key] = value
        return .object(document)
    }

    private func appending(_ steps: [JSONValue], to scenario: JSONValue) -> JSONValue {
        guard case .object(var document) = scenario else { return scenario }
        document["steps"] = .array((document["steps"]?.arrayValue ?? []) + steps)
        return .object(document)
    }
}

// MARK: - TemporaryDirectory

/// A fresh directory under /tmp for a replay that relaunches, removed with its files.
private struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/uistate-explore-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ExplorationWriteError(path: "/tmp/uistate-explore-XXXXXX", code: errno) }
        path = String(cString: made)
    }

    func remove() {
        guard let directory = opendir(path) else { return }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink(path + "/" + name) }
        }
        closedir(directory)
        rmdir(path)
    }
}
