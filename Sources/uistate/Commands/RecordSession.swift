import HostCore
import JSONValue
import UIStateProtocol

/// The store `uistate record` drives: one in-process `Host`, one store, and what to print
/// after each command.
actor RecordSession {
    private let host: Host
    private var storeID = ""

    init(host: Host) {
        self.host = host
    }

    /// Creates and launches the store; returns its first outline.
    func start(_ request: StoreCreateRequest) async -> Result<Void, any Error> {
        do {
            storeID = try await host.createStore(request).storeId
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
                return .success(try await host.state(StoreStateRequest(storeId: storeID)).value.serializedString(.pretty))
            case .send(let action): try await show(host.dispatch(StoreDispatchRequest(storeId: storeID, action: action)))
            case .tap(let selector): try await show(host.tap(ViewTapRequest(storeId: storeID, selector: resolve(selector))))
            case .input(let selector, let text):
                try await show(host.input(ViewInputRequest(storeId: storeID, selector: resolve(selector), text: text)))
            case .appear(let selector): try await show(host.appear(ViewAppearRequest(storeId: storeID, selector: resolve(selector))))
            case .focus(let selector):
                let resolved: JSONValue? = if let selector { try await resolve(selector) } else { nil }
                try await show(host.focus(ViewFocusRequest(storeId: storeID, selector: resolved)))
            case .advance(let ms): try await show(host.advance(ClockAdvanceRequest(storeId: storeID, ms: ms)))
            case .settle: try await show(host.settle(StoreSettleRequest(storeId: storeID)))
            case .environment(let values): try await show(host.setEnvironment(EnvironmentSetRequest(storeId: storeID, environment: values)))
            }
            return .success(try await outline())
        } catch {
            return .failure(error)
        }
    }

    /// A `{"text": T}` selector that matches no node but names an accessibility label becomes
    /// `{"label": T}`, so `tap Increment` taps the button labelled Increment whose text is "+".
    private func resolve(_ selector: JSONValue) async throws -> JSONValue {
        guard case .object(let members) = selector, members.count == 1, let text = members["text"]?.stringValue else { return selector }
        if try await !host.find(ViewFindRequest(storeId: storeID, selector: selector)).nodes.isEmpty { return selector }
        let label: JSONValue = ["label": .string(text)]
        return try await host.find(ViewFindRequest(storeId: storeID, selector: label)).nodes.isEmpty ? selector : label
    }

    /// What Tab completes now: the tree's node ids and labels, and the feature's action names.
    func vocabulary(actions: [String]) async -> RecordCompletion.Vocabulary? {
        guard let tree = try? await host.render(ViewRenderRequest(storeId: storeID, format: .json)).tree else { return nil }
        return RecordCompletion.Vocabulary.of(tree: tree, actions: actions)
    }

    /// `history/export` of the store.
    func export(name: String?) async -> Result<JSONValue, any Error> {
        do {
            return .success(try await host.exportHistory(HistoryExportRequest(storeId: storeID, name: name)).scenario)
        } catch {
            return .failure(error)
        }
    }

    /// Prints what effects sent and the events, before the outline.
    private func show(_ step: StepResult) {
        for action in step.received { Console.out("received " + action.serializedString(.compact)) }
        for event in step.events { Console.out("event " + event.serializedString(.compact)) }
        if !step.effects.isEmpty { Console.out("\(step.effects.count) effect(s) in flight") }
    }

    private func outline() async throws -> String {
        let rendered = try await host.render(ViewRenderRequest(storeId: storeID, format: .text))
        return rendered.tree.stringValue ?? rendered.tree.serializedString(.pretty)
    }
}

/// A line `uistate record` cannot run.
struct RecordError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
