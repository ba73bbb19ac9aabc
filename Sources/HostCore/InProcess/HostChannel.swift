package import JSON
package import FeatureKit
package import UIStateProtocol
import Scenario

/// The host library as a `SessionChannel`: each method decoded and answered as `uistate serve`
/// would (the same `decode(params:)` and `encode(response:)`, so the same JSON and the same
/// errors), with no bytes in between.
///
/// One `Host` per channel: store ids, storage and effects of one scenario never meet another's,
/// and ids do not depend on which scenarios ran before (reports stay the same under `--jobs`).
package final class HostChannel: SessionChannel {
    package let host: Host

    package init(features: [FeatureDefinition]) {
        host = Host(features: features)
    }

    package func call(_ method: String, _ params: JSONValue) async throws(ResponseError) -> JSONValue {
        do {
            return try await dispatch(method, params)
        } catch let error as ResponseError {
            throw error
        } catch is CancellationError {
            throw ResponseError(code: .requestCancelled, message: "cancelled")
        } catch {
            throw ResponseError(code: .internalError, message: "internal error: \(error)")
        }
    }

    package func release() async {}

    /// Nothing to kill in-process: a step stuck in a store ends at the host's settle timeout,
    /// and this channel's `Host` goes with its last reference.
    package func abort() async {}

    private func dispatch(_ method: String, _ params: JSONValue) async throws -> JSONValue {
        switch method {
        case StoreCreateRequest.method: try await answer(StoreCreateRequest.self, params, host.createStore)
        case StoreDestroyRequest.method: try await answer(StoreDestroyRequest.self, params, host.destroyStore)
        case StoreDispatchRequest.method: try await answer(StoreDispatchRequest.self, params, host.dispatch)
        case StoreStateRequest.method: try await answer(StoreStateRequest.self, params, host.state)
        case StoreSettleRequest.method: try await answer(StoreSettleRequest.self, params, host.settle)
        case ViewRenderRequest.method: try await answer(ViewRenderRequest.self, params, host.render)
        case ViewFindRequest.method: try await answer(ViewFindRequest.self, params, host.find)
        case ViewTapRequest.method: try await answer(ViewTapRequest.self, params, host.tap)
        case ViewInputRequest.method: try await answer(ViewInputRequest.self, params, host.input)
        case ViewAppearRequest.method: try await answer(ViewAppearRequest.self, params, host.appear)
        case ViewFocusRequest.method: try await answer(ViewFocusRequest.self, params, host.focus)
        case EnvironmentSetRequest.method: try await answer(EnvironmentSetRequest.self, params, host.setEnvironment)
        case StoreReplaceStateRequest.method: try await answer(StoreReplaceStateRequest.self, params, host.replaceState)
        case ClockAdvanceRequest.method: try await answer(ClockAdvanceRequest.self, params, host.advance)
        case EffectsListRequest.method: try await answer(EffectsListRequest.self, params, host.listEffects)
        case HistoryExportRequest.method: try await answer(HistoryExportRequest.self, params, host.exportHistory)
        default: throw ResponseError.methodNotFound(method)
        }
    }

    private func answer<R: RequestType>(
        _ type: R.Type, _ params: JSONValue, _ body: (R) async throws -> R.Response
    ) async throws -> JSONValue {
        try R.encode(response: try await body(try R.decode(params: params)))
    }
}
