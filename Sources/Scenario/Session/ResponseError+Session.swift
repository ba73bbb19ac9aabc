package import JSON
package import UIStateProtocol

/// What a scenario makes of a refused session call: the JSON-RPC error a host replied with
/// (`docs/decisions.md`, "Errors"), whose `data` holds `path` (a JSON Pointer into what was
/// sent), `expected`, `suggestion`, `candidates` or `reason`.
extension ResponseError {
    /// Whether the error means the scenario names something the feature does not have (a
    /// feature, preset, or an action or value it cannot decode): the file cannot be used
    /// (exit code 2), rather than the app misbehaving (a failure, exit code 1).
    package var isBadInput: Bool {
        [.invalidParams, .unknownFeature, .unknownPreset].contains(code)
    }

    /// The error with `data.path` made relative to the params member `member` (`/action/x` →
    /// `/x`), for errors about something a step wrote (an action, environment values).
    package func relative(to member: String) -> ResponseError {
        guard let path, path.tokens.first == member, case .object(var object)? = data else { return self }
        var copy = self
        object["path"] = .string(JSONPointer(tokens: Array(path.tokens.dropFirst())).description)
        copy.data = .object(object)
        return copy
    }

    /// `data.path` as a pointer, when given.
    package var path: JSONPointer? {
        guard let text = data?["path"]?.stringValue else { return nil }
        return try? JSONPointer(parsing: text)
    }

    /// `message`, then `expected`, `suggestion` and the candidates a selector error lists: the
    /// text a scenario report shows (`description` is the code and message, for logs).
    package var explanation: String {
        var text = message
        // Some messages list the valid names themselves (`available: a, b`); say them once.
        if let expected = data?["expected"]?.arrayValue?.compactMap(\.stringValue), !expected.isEmpty,
           !message.contains(expected.joined(separator: ", ")) {
            text += "; expected one of " + expected.joined(separator: ", ")
        }
        if let suggestion = data?["suggestion"]?.stringValue { text += "; did you mean \"\(suggestion)\"?" }
        if let candidates = data?["candidates"]?.arrayValue, !candidates.isEmpty {
            text += "\n" + candidates.map { "  " + $0.serializedString(.canonical) }.joined(separator: "\n")
        }
        return text
    }
}
