import HostCore
import JSON
import FeatureKit
import UIStateProtocol
import Scenario

/// The store `uistate record` drives: one host (in-process, or a child `uistate serve
/// --plugin …` for plugins' features), one store, and what to print after each command.
actor RecordSession {
    private let channel: any SessionChannel
    private var storeID = ""

    /// A session on `channel`: `HostChannel` over the built-in features, or a
    /// `ConnectionChannel` to a child host.
    init(channel: any SessionChannel) {
        self.channel = channel
    }

    /// Creates and launches the store; returns its first outline.
    func start(_ request: StoreCreateRequest) async -> Result<Void, any Error> {
        do {
            storeID = try await channel.call(StoreCreateRequest.method, PluginServing.createParams(request))["storeId"]?.stringValue ?? ""
            Console.out(try await outline())
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    /// Runs one command; returns what to print (the outline after a step).
    func perform(_ line: RecordLine) async -> Result<String, any Error> {
        do {
            switch line {
            case .blank, .quit: return .success("")
            case .invalid(let reason): return .failure(RecordError(message: reason))
            case .state:
                return .success((try await call(StoreStateRequest.method, [:])["value"] ?? .null).serializedString(.pretty))
            case .send(let action): try await step(StoreDispatchRequest.method, ["action": action])
            case .tap(let selector): try await step(ViewTapRequest.method, ["selector": resolve(selector)])
            case .input(let selector, let text): try await step(ViewInputRequest.method, ["selector": resolve(selector), "text": .string(text)])
            case .appear(let selector): try await step(ViewAppearRequest.method, ["selector": resolve(selector)])
            case .focus(let selector):
                // No selector unfocuses: the member is left out, as a client would.
                let params: JSONObject = if let selector { ["selector": try await resolve(selector)] } else { [:] }
                try await step(ViewFocusRequest.method, params)
            case .advance(let ms): try await step(ClockAdvanceRequest.method, ["ms": .integer(Int64(ms))])
            case .settle: try await step(StoreSettleRequest.method, [:])
            case .environment(let values): try await step(EnvironmentSetRequest.method, ["environment": values])
            }
            return .success(try await outline())
        } catch {
            return .failure(error)
        }
    }

    /// Bare words (a JSON string) are resolved by the rule a replay uses for a string selector,
    /// so `tap Increment` taps the button labelled Increment whose text is "+", and the
    /// recording keeps the selector that was used. Objects go to the host as typed.
    private func resolve(_ selector: JSONValue) async throws -> JSONValue {
        guard case .string(let words) = selector else { return selector }
        return try await StepSelector.shorthand(words).resolve { candidate in
            try await call(ViewFindRequest.method, ["selector": candidate.json])["nodes"]?.arrayValue?.count ?? 0
        }.json
    }

    /// What Tab completes now: the tree's node ids and labels, and the feature's action names.
    func vocabulary(actions: [String]) async -> RecordCompletion.Vocabulary? {
        guard let tree = try? await call(ViewRenderRequest.method, ["format": "json"])["tree"] else { return nil }
        return RecordCompletion.Vocabulary.of(tree: tree, actions: actions)
    }

    /// The top-level action names of the store's feature, from `plugin/list`'s action schema
    /// (a child host's; `HostChannel` carries store methods only).
    func actionNames(of feature: String) async -> [String] {
        guard let listing = try? await channel.call(PluginListRequest.method, [:]),
              let entry = listing["features"]?.arrayValue?.first(where: { $0["name"]?.stringValue == feature }),
              let schema = entry["actionSchema"] else { return [] }
        return ActionSchemaNames.names(in: schema, at: [], action: .null)
    }

    /// `history/export` of the store.
    func export(name: String?) async -> Result<JSONValue, any Error> {
        do {
            let params: JSONObject = name.map { ["name": .string($0)] } ?? [:]
            return .success(try await call(HistoryExportRequest.method, params)["scenario"] ?? .null)
        } catch {
            return .failure(error)
        }
    }

    /// Ends the host (a child process shuts down; an in-process host goes with its last reference).
    func close() async {
        await channel.release()
    }

    /// Runs a step and prints what effects sent and the events, before the outline.
    private func step(_ method: String, _ params: JSONObject) async throws {
        let step = try await call(method, params)
        for action in step["received"]?.arrayValue ?? [] { Console.out("received " + action.serializedString(.compact)) }
        for event in step["events"]?.arrayValue ?? [] { Console.out("event " + event.serializedString(.compact)) }
        let effects = step["effects"]?.arrayValue ?? []
        if !effects.isEmpty { Console.out("\(effects.count) effect(s) in flight") }
    }

    private func outline() async throws -> String {
        let tree = try await call(ViewRenderRequest.method, ["format": "text"])["tree"] ?? .null
        return tree.stringValue ?? tree.serializedString(.pretty)
    }

    /// A request about this store; the host's error answers are `ResponseError`s, which
    /// `ErrorWording` words and maps to the exit code.
    private func call(_ method: String, _ params: JSONObject) async throws -> JSONValue {
        var params = params
        if method != StoreCreateRequest.method { params["storeId"] = .string(storeID) }
        return try await channel.call(method, .object(params))
    }
}

/// A line `uistate record` cannot run.
struct RecordError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
