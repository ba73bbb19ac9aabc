internal import JSON

/// The outcome of one case in one framing.
package struct CaseResult: Sendable {
    package var id: String
    package var framing: WireFraming
    package var passed: Bool
    /// Why it failed, with expected and actual values.
    package var reason: String?
    /// `handshake`, `step N` or `end`: where it failed.
    package var failedStep: String?
    package var standardErrorTail: String?
    package var durationMs = 0

    /// `id [framing]`, as printed.
    package var label: String { "\(id) [\(framing.rawValue)]" }

    mutating func fail(_ reason: String, step: String?) {
        passed = false
        self.reason = reason
        failedStep = step
    }

    var jsonValue: JSONValue {
        var object: JSONObject = [
            "id": .string(id), "framing": .string(framing.rawValue),
            "status": passed ? "passed" : "failed", "durationMs": .integer(Int64(durationMs)),
        ]
        if let reason { object["reason"] = .string(reason) }
        if let failedStep { object["step"] = .string(failedStep) }
        if let standardErrorTail, !standardErrorTail.isEmpty { object["stderr"] = .string(standardErrorTail) }
        return .object(object)
    }
}
