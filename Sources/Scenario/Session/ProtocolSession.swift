package import Components
package import JSON
import Foundation
package import UIStateProtocol

/// A `ScenarioSession` in the protocol's terms: every call is a host method (`store/create`,
/// `store/dispatch`, `view/*`, `clock/advance` …) sent through a `SessionChannel`, so that one
/// implementation drives the host in-process and any server over stdio, and reports cannot
/// differ between the two.
///
/// Stores are created with `reportEntries: true`, whose step replies carry every history
/// entry with the state after it; a server that ignores it is checked at reply granularity
/// (the state after the whole step). `relaunch` is `store/destroy` then `store/create` with the
/// same params and the same storage directory (a private temporary one unless the scenario
/// names one).
package final class ProtocolSession: ScenarioSession, TraceableSession {
    /// Set to record a trace of this session's steps (`replay --trace`).
    package var trace: TraceRecorder?
    private let channel: any SessionChannel
    private var storeID: String?
    private var createParams: JSONObject = [:]
    private var temporaryStorage: String?
    private var released = false

    package init(channel: any SessionChannel) {
        self.channel = channel
    }

    // MARK: - Lifecycle

    package func create(_ scenario: ScenarioDocument) async throws(ResponseError) -> SessionOutcome {
        var params: JSONObject = ["feature": .string(scenario.feature), "reportEntries": true]
        if let state = scenario.initialState { params["initialState"] = state }
        if let environment = scenario.environment { params["environment"] = environment }
        var dependencies: JSONObject = ["clock": .string(scenario.clock.rawValue)]
        if !scenario.dependencies.isEmpty {
            dependencies["presets"] = .object(JSONObject(scenario.dependencies.map { ($0.name, JSONValue.string($0.preset)) }))
        }
        params["dependencies"] = .object(dependencies)
        if let storage = scenario.storage {
            params["storage"] = .string(storage)
        } else if scenario.steps.contains(where: { if case .relaunch = $0.action { true } else { false } }) {
            // The host's own temporary storage goes with the store; a relaunch must find it.
            let directory = try Self.makeTemporaryDirectory()
            temporaryStorage = directory
            params["storage"] = .string(directory)
        }
        createParams = params
        return try await launch()
    }

    package func relaunch() async throws(ResponseError) -> SessionOutcome {
        try await destroyStore()
        return try await launch()
    }

    package func destroy() async {
        try? await destroyStore()
        if let directory = temporaryStorage {
            try? FileManager.default.removeItem(atPath: directory)
            temporaryStorage = nil
        }
        if !released {
            released = true
            await channel.release()
        }
    }

    package var abortHandle: @Sendable () async -> Void {
        let channel = channel
        return { await channel.abort() }
    }

    private func launch() async throws(ResponseError) -> SessionOutcome {
        let result: JSONValue
        do {
            result = try await channel.call(StoreCreateRequest.method, .object(createParams))
        } catch {
            await record(StoreCreateRequest.method, createParams, .failure(error), storeID: nil)
            throw error
        }
        await record(StoreCreateRequest.method, createParams, .success(result), storeID: result["storeId"]?.stringValue)
        guard let id = result["storeId"]?.stringValue else {
            throw ResponseError(code: .internalError, message: "store/create answered without a storeId")
        }
        storeID = id
        return Self.outcome(result)
    }

    private func destroyStore() async throws(ResponseError) {
        guard let id = storeID else { return }
        storeID = nil
        _ = try await channel.call(StoreDestroyRequest.method, ["storeId": .string(id)])
    }

    // MARK: - Steps

    package func send(_ action: JSONValue) async throws(ResponseError) -> SessionOutcome {
        do {
            return try await step(StoreDispatchRequest.method, ["action": action])
        } catch {
            // The runner locates errors inside the action it sent, not inside the params.
            throw error.relative(to: "action")
        }
    }

    package func tap(_ selector: Selector) async throws(ResponseError) -> SessionOutcome {
        try await step(ViewTapRequest.method, ["selector": selector.json])
    }

    package func input(_ selector: Selector, text: String) async throws(ResponseError) -> SessionOutcome {
        try await step(ViewInputRequest.method, ["selector": selector.json, "text": .string(text)])
    }

    package func appear(_ selector: Selector) async throws(ResponseError) -> SessionOutcome {
        try await step(ViewAppearRequest.method, ["selector": selector.json])
    }

    package func focus(_ selector: Selector?) async throws(ResponseError) -> SessionOutcome {
        try await step(ViewFocusRequest.method, ["selector": selector?.json ?? .null])
    }

    package func advance(milliseconds: Int) async throws(ResponseError) -> SessionOutcome {
        try await step(ClockAdvanceRequest.method, ["ms": .integer(Int64(milliseconds))])
    }

    package func settle() async throws(ResponseError) -> SessionOutcome {
        try await step(StoreSettleRequest.method, [:])
    }

    package func setEnvironment(_ values: JSONValue) async throws(ResponseError) -> SessionOutcome {
        do {
            return try await step(EnvironmentSetRequest.method, ["environment": values])
        } catch {
            throw error.relative(to: "environment")
        }
    }

    package func replaceState(_ state: JSONValue) async throws(ResponseError) -> SessionOutcome {
        do {
            return try await step(StoreReplaceStateRequest.method, ["state": state])
        } catch {
            throw error.relative(to: "state")
        }
    }

    // MARK: - Reading

    package func state() async throws(ResponseError) -> JSONValue {
        try await request(StoreStateRequest.method, [:])["value"] ?? .null
    }

    package func version() async throws(ResponseError) -> Int {
        Int(try await request(StoreStateRequest.method, [:])["version"]?.integerValue ?? 0)
    }

    package func render(_ format: SnapshotExpectation.Format) async throws(ResponseError) -> RenderedView {
        let tree = try await request(ViewRenderRequest.method, ["format": .string((format == .text ? ViewRenderRequest.Format.text : .json).rawValue)])["tree"] ?? .null
        switch format {
        case .text: return .text(tree.stringValue ?? "")
        case .json: return .json(tree)
        }
    }

    package func nodes(matching selector: Selector) async throws(ResponseError) -> [JSONValue] {
        var unindexed = selector
        unindexed.index = nil
        return try await request(ViewFindRequest.method, ["selector": unindexed.json])["nodes"]?.arrayValue ?? []
    }

    package func effectsInFlight() async throws(ResponseError) -> [JSONValue] {
        try await request(EffectsListRequest.method, [:])["effects"]?.arrayValue ?? []
    }

    // MARK: - Requests

    private func request(_ method: String, _ params: JSONObject) async throws(ResponseError) -> JSONValue {
        guard let id = storeID else {
            throw ResponseError(code: .unknownStore, message: "no store: create was not called or failed")
        }
        var params = params
        params["storeId"] = .string(id)
        return try await channel.call(method, .object(params))
    }

    private func step(_ method: String, _ params: JSONObject) async throws(ResponseError) -> SessionOutcome {
        guard trace != nil else { return Self.outcome(try await request(method, params)) }
        var sent = params
        if let storeID { sent["storeId"] = .string(storeID) }
        do {
            let result = try await request(method, params)
            await record(method, sent, .success(result), storeID: storeID)
            return Self.outcome(result)
        } catch {
            await record(method, sent, .failure(error), storeID: storeID)
            throw error
        }
    }

    /// Adds a step to the trace with the store as it is afterwards (read without recording).
    private func record(_ method: String, _ params: JSONObject, _ result: Result<JSONValue, ResponseError>, storeID: String?) async {
        guard let trace else { return }
        var params = params
        // A private temporary directory differs run to run and means nothing to a reader; the
        // store id depends on the host (a reused server numbers on), and a reader of the
        // trace sends its own.
        if let temporaryStorage, params["storage"]?.stringValue == temporaryStorage { params["storage"] = nil }
        params["storeId"] = nil
        var result = result
        if case .success(.object(var object)) = result {
            object["storeId"] = nil
            result = .success(.object(object))
        }
        var state = JSONValue.null, tree = JSONValue.null, effects = JSONValue.null
        if let storeID {
            let store: JSONValue = ["storeId": .string(storeID)]
            state = (try? await channel.call(StoreStateRequest.method, store))?["value"] ?? .null
            tree = (try? await channel.call(ViewRenderRequest.method, ["storeId": .string(storeID), "format": .string(ViewRenderRequest.Format.json.rawValue)]))?["tree"] ?? .null
            effects = (try? await channel.call(EffectsListRequest.method, store))?["effects"] ?? .null
        }
        trace.record(method: method, params: .object(params), result: result, state: state, tree: tree, effects: effects)
    }

    /// The records of a step reply: its `entries` when the host reports them; otherwise one
    /// record of the step's own, then what effects sent, states read by the runner.
    static func outcome(_ reply: JSONValue) -> SessionOutcome {
        let events = reply["events"]?.arrayValue ?? []
        guard let entries = reply["entries"]?.arrayValue else {
            let received = (reply["received"]?.arrayValue ?? []).map { SessionRecord(origin: .effect, action: $0, state: nil) }
            if received.isEmpty, reply["changed"]?.boolValue == true {
                // Something of the step's own changed the state; the runner reads it.
                return SessionOutcome(records: [SessionRecord(origin: .outside, action: .null, state: nil)], events: events)
            }
            return SessionOutcome(records: received, events: events)
        }
        var records: [SessionRecord] = []
        for entry in entries {
            let origin: SessionRecord.Origin
            switch entry["origin"]?.stringValue {
            // A replaced state is the step's own change, as an action sent from outside is.
            case "outside", "replace": origin = .outside
            case "launch": origin = .launch
            case "effect": origin = .effect
            default: continue
            }
            records.append(SessionRecord(origin: origin, action: entry["action"] ?? .null, state: entry["state"]))
        }
        return SessionOutcome(records: records, events: events)
    }

    private static func makeTemporaryDirectory() throws(ResponseError) -> String {
        let path = NSTemporaryDirectory() + "uistate-scenario-" + UUID().uuidString
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw ResponseError(code: .storageFailed, message: "cannot make a storage directory \(path): \(error)")
        }
        return path
    }
}
