import JSONValue
import Scenario

/// Decodes an action from its wire form, with the −32602 error the host would give: the path of
/// the offending member, the valid names and the closest one.
enum ActionDecoding {
    static func decode<F: HostedFeature>(_ json: JSONValue, as feature: F.Type, pathPrefix: [String] = []) throws(SessionError) -> F.Action {
        do {
            return try JSONValueDecoder().decode(F.Action.self, from: json)
        } catch {
            guard let error = error as? JSONDecodingError else {
                throw SessionError(code: SessionError.invalidParams, message: "invalid action: \(error)")
            }
            let pointer = (try? JSONPointer(parsing: error.path)) ?? .root
            var data: JSONObject = ["path": .string(JSONPointer(tokens: pathPrefix + pointer.tokens).description)]
            let expected = error.expected ?? (pointer.isRoot ? caseNames(F.actionSchema) : nil)
            if let expected, !expected.isEmpty {
                data["expected"] = .array(expected.map(JSONValue.string))
                if let used = nameUsed(at: pointer, in: json), let suggestion = NameSuggestion.closest(to: used, among: expected) {
                    data["suggestion"] = .string(suggestion)
                }
            }
            let detail = error.path.isEmpty ? error.message : "\(error.path): \(error.message)"
            let message = expected == nil ? "invalid action: \(detail)" : "unknown action: \(detail)"
            throw SessionError(code: SessionError.invalidParams, message: message, data: .object(data))
        }
    }

    /// The case names of an externally tagged action schema's `oneOf`.
    static func caseNames(_ schema: JSONValue) -> [String]? {
        guard let branches = schema["oneOf"]?.arrayValue else { return nil }
        return branches.compactMap { branch in
            branch["const"]?.stringValue ?? branch["enum"]?[0]?.stringValue ?? branch["required"]?[0]?.stringValue
        }
    }

    private static func nameUsed(at pointer: JSONPointer, in json: JSONValue) -> String? {
        switch json[pointer: pointer] {
        case .string(let name): name
        case .object(let object) where object.count == 1: object.keys.first
        default: nil
        }
    }
}
