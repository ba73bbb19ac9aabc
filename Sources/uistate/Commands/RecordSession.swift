import HostCore
import JSON
import FeatureKit
import UIStateProtocol
import Scenario

/// The store `uistate record` drives: one host (in-process, or a child `uistate serve
/// --plugin …` for plugins' features), one store, and what to print after each command: the
/// whole outline at launch, then what each step changed (`RecordChanges`).
actor RecordSession {
    private let channel: any SessionChannel
    private var storeID = ""
    /// The state and outline after the last step, which the next step's diff starts from.
    private var shown = RecordChanges.Snapshot(state: .null, outline: "")

    /// A session on `channel`: `HostChannel` over the built-in features, or a
    /// `ConnectionChannel` to a child host.
    init(channel: any SessionChannel) {
        self.channel = channel
    }

    /// Creates and launches the store; returns its first outline.
    func start(_ request: StoreCreateRequest) async -> Result<Void, any Error> {
        do {
            storeID = try await channel.call(StoreCreateRequest.method, PluginServing.createParams(request))["storeId"]?.stringValue ?? ""
            shown = try await snapshot()
            Console.out(shown.outline)
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    /// Runs one command; returns what to print (what a step changed).
    func perform(_ line: RecordLine) async -> Result<String, any Error> {
        do {
            let reply: JSONValue
            switch line {
            case .blank, .quit: return .success("")
            case .invalid(let reason): return .failure(RecordError(message: reason))
            case .state:
                return .success((try await call(StoreStateRequest.method, [:])["value"] ?? .null).serializedString(.pretty))
            case .view: return .success(try await snapshot().outline)
            case .send(let action): reply = try await call(StoreDispatchRequest.method, ["action": action])
            case .tap(let selector): reply = try await call(ViewTapRequest.method, ["selector": resolve(selector)])
            case .input(let selector, let text):
                reply = try await call(ViewInputRequest.method, ["selector": resolve(selector), "text": .string(text)])
            case .appear(let selector): reply = try await call(ViewAppearRequest.method, ["selector": resolve(selector)])
            case .focus(let selector):
                // No selector unfocuses: the member is left out, as a client would.
                let params: JSONObject = if let selector { ["selector": try await resolve(selector)] } else { [:] }
                reply = try await call(ViewFocusRequest.method, params)
            case .advance(let ms): reply = try await call(ClockAdvanceRequest.method, ["ms": .integer(Int64(ms))])
            case .settle: reply = try await call(StoreSettleRequest.method, [:])
            case .environment(let values): reply = try await call(EnvironmentSetRequest.method, ["environment": values])
            }
            return .success(try await changes(after: reply).joined(separator: "\n"))
        } catch {
            return .failure(error)
        }
    }

    /// What the step answered by `reply` changed since the last one, as `RecordChanges` words it.
    private func changes(after reply: JSONValue) async throws -> [String] {
        let before = shown
        shown = try await snapshot()
        let inFlight = !(reply["effects"]?.arrayValue ?? []).isEmpty
        let nextTimer = inFlight ? try await call(EffectsListRequest.method, [:])["nextTimerMs"]?.integerValue : nil
        return RecordChanges.lines(step: reply, before: before, after: shown, nextTimerMs: nextTimer)
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

    /// The action schema of the store's feature from `plugin/list` (a child host's;
    /// `HostChannel` carries store methods only).
    func actionSchema(of feature: String) async -> JSONValue? {
        guard let listing = try? await channel.call(PluginListRequest.method, [:]),
              let entry = listing["features"]?.arrayValue?.first(where: { $0["name"]?.stringValue == feature }) else { return nil }
        return entry["actionSchema"]
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

    private func snapshot() async throws -> RecordChanges.Snapshot {
        let state = try await call(StoreStateRequest.method, [:])["value"] ?? .null
        let tree = try await call(ViewRenderRequest.method, ["format": "text"])["tree"] ?? .null
        return RecordChanges.Snapshot(state: state, outline: tree.stringValue ?? tree.serializedString(.pretty))
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
