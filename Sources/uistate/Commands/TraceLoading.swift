import Components
import Foundation
import JSON
import Scenario
import Transport

/// Reads the trace `inspect --trace FILE` serves, refusing a file that is not one, and adds
/// what the page shows that the trace does not hold: each recorded tree rendered as HTML (a
/// trace keeps trees, and rendering them here costs nothing at replay time), and every step of
/// the scenario it was made from, expectations and receives included, each paired with the
/// recorded request it made or followed.
enum TraceLoading {
    enum Loaded {
        case success(StaticFile)
        case failure(String)
    }

    /// The trace at `path`, its trees drawn on `device`.
    static func load(_ path: String, device: Device? = nil) -> Loaded {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure("cannot read trace \(path)")
        }
        let value: JSONValue
        do {
            value = try JSONValue(parsing: [UInt8](data))
        } catch {
            return .failure("\(path) is not JSON: \(error)")
        }
        guard value["trace"]?.integerValue == 1, let steps = value["steps"]?.arrayValue, case .object(var trace) = value else {
            return .failure("\(path) is not a trace (written by 'uistate replay --trace DIR': {\"trace\": 1, \"steps\": […]})")
        }
        let renderer = HTMLRenderer().device(device)
        trace["steps"] = .array(steps.map { rendered($0, by: renderer) })
        switch scenarioSteps(of: trace["file"]?.stringValue, steps: steps) {
        case .success(let listed): trace["scenarioSteps"] = .array(listed)
        case .failure(let unlisted): trace["scenarioStepsMissing"] = .string(unlisted.reason)
        }
        return .success(StaticFile(contentType: "application/json", bytes: Array(JSONValue.object(trace).serializedString(.compact).utf8)))
    }

    /// The step with `html`: its recorded tree as `view/render` format html draws it.
    private static func rendered(_ step: JSONValue, by renderer: HTMLRenderer) -> JSONValue {
        guard case .object(var object) = step, let tree = object["tree"], tree.objectValue != nil else { return step }
        object["html"] = .string(renderer.document(tree: tree))
        return .object(object)
    }

    private struct Unlisted: Error {
        let reason: String
    }

    /// Every step of the scenario at `file` (includes expanded), numbered as reports number them,
    /// with `traceStep`: the index in `steps` of the request it made (`send`, `tap`, … ) or, for
    /// a `receive` or `expect`, of the request before it, whose moment it checked; null for the
    /// steps the run never reached (after a request that failed, or past the trace's end).
    private static func scenarioSteps(of file: String?, steps: [JSONValue]) -> Result<[JSONValue], Unlisted> {
        guard let file else { return .failure(Unlisted(reason: "the trace names no scenario file")) }
        let document: ScenarioDocument
        do {
            document = try ScenarioLoader().load(path: file)
        } catch {
            return .failure(Unlisted(reason: "the scenario \(file) cannot be read: \(error.message)"))
        }
        var listed: [JSONValue] = []
        var request = 0            // store/create is the trace's first step
        var stopped = steps.first?["error"] != nil
        for (index, step) in document.steps.enumerated() {
            var traceStep: Int?
            if !stopped {
                if makesRequest(step.action) { request += 1 }
                if request < steps.count {
                    traceStep = request
                    if makesRequest(step.action), steps[request]["error"] != nil { stopped = true }
                } else {
                    stopped = true
                }
            }
            var entry: JSONObject = [
                "number": .integer(Int64(index + 1)),
                "kind": .string(step.action.kind),
                "step": step.json,
                "at": .string(step.location.description),
                "traceStep": traceStep.map { .integer(Int64($0)) } ?? .null,
            ]
            if let label = step.label { entry["label"] = .string(label) }
            listed.append(.object(entry))
        }
        return .success(listed)
    }

    /// Whether the runner sends a request for the step (and so records a trace step).
    private static func makesRequest(_ action: StepAction) -> Bool {
        switch action {
        case .receive, .expect: false
        default: true
        }
    }
}
