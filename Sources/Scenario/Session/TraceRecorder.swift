package import JSON
internal import Synchronization
import UIStateProtocol

/// Records a scenario's run for `uistate replay --trace DIR`: every request that made a step
/// (`store/create` first), its reply or error, and after it the store's state, rendered tree
/// (JSON) and effects in flight — what `uistate inspect --trace FILE` steps through and
/// resumes from. Everything recorded comes from the host under the test clock, so a trace's
/// bytes are the same run to run.
package final class TraceRecorder: Sendable {
    private let steps = Mutex<[JSONValue]>([])

    package init() {}

    /// One step: the request as sent (without the store id, which depends on the host), its
    /// outcome and the store afterwards (null members when it could not be read, e.g. after a
    /// failed create).
    func record(method: String, params: JSONValue, result: Result<JSONValue, ResponseError>,
                state: JSONValue, tree: JSONValue, effects: JSONValue) {
        var step: JSONObject = ["request": ["method": .string(method), "params": params]]
        switch result {
        case .success(let value): step["result"] = value
        case .failure(let error):
            step["error"] = error.jsonValue
        }
        step["state"] = state
        step["tree"] = tree
        step["effects"] = effects
        steps.withLock { $0.append(.object(step)) }
    }

    /// The trace document: `{"trace": 1, "scenario", "file", "feature", "steps": […]}`.
    package func document(scenario: String, file: String, feature: String) -> JSONValue {
        [
            "trace": 1,
            "scenario": .string(scenario),
            "file": .string(file),
            "feature": .string(feature),
            "steps": .array(steps.withLock { $0 }),
        ]
    }
}

/// A session that can record a trace (`ProtocolSession`).
package protocol TraceableSession: AnyObject {
    var trace: TraceRecorder? { get set }
}
