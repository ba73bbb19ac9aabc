import HostCore
import JSONValue

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
            case .tap(let selector): try await show(host.tap(ViewTapRequest(storeId: storeID, selector: selector)))
            case .input(let selector, let text): try await show(host.input(ViewInputRequest(storeId: storeID, selector: selector, text: text)))
            case .appear(let selector): try await show(host.appear(ViewAppearRequest(storeId: storeID, selector: selector)))
            case .focus(let selector): try await show(host.focus(ViewFocusRequest(storeId: storeID, selector: selector)))
            case .advance(let ms): try await show(host.advance(ClockAdvanceRequest(storeId: storeID, ms: ms)))
            case .settle: try await show(host.settle(StoreSettleRequest(storeId: storeID)))
            case .environment(let values): try await show(host.setEnvironment(EnvironmentSetRequest(storeId: storeID, environment: values)))
            }
            return .success(try await outline())
        } catch {
            return .failure(error)
        }
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
