internal import JSONValue

/// The outcome of one case in one framing.
public struct CaseResult: Sendable {
    public var id: String
    public var framing: WireFraming
    public var passed: Bool
    /// Why it failed, with expected and actual values.
    public var reason: String?
    /// `handshake`, `step N` or `end`: where it failed.
    public var failedStep: String?
    public var standardErrorTail: String?
    public var durationMs = 0

    /// `id [framing]`, as printed.
    public var label: String { "\(id) [\(framing.rawValue)]" }

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
