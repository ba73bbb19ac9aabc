import FeatureKit
import JSON
import Scenario
package import UIStateProtocol

// MARK: - Replacing the state

extension Host {
    /// `store/replaceState`.
    package func replaceState(_ request: StoreReplaceStateRequest) async throws -> StepResult { try await run(request) }
}

/// A state edit or import: one step, recorded for `history/export` (a `replaceState` step) and
/// kept as an input `store/fork` replays.
extension StoreReplaceStateRequest: StepOperation, StoreInput {
    func step(on hosted: HostedStore, in host: Host) async throws -> StepReport {
        guard let store = hosted.store as? any StateReplacing else {
            throw ResponseError.invalidParams("store \"\(storeId)\" cannot have its state replaced", path: "/storeId")
        }
        do {
            return try await store.replaceState(with: state)
        } catch let error as StateReplacementError {
            throw Self.wire(error)
        }
    }

    func scenarioAction() -> StepAction { .replaceState(state) }

    /// −32602 at the first complaint's place under `/state`, every complaint in `data.violations`.
    static func wire(_ error: StateReplacementError) -> ResponseError {
        let path = error.violations.first?.path.description ?? ""
        var wire = ResponseError.invalidParams(error.description, path: "/state" + path)
        if case .object(var data)? = wire.data {
            data["violations"] = .array(error.violations.map { violation in
                ["path": .string("/state" + violation.path.description), "message": .string(violation.message)]
            })
            wire.data = .object(data)
        }
        return wire
    }
}
