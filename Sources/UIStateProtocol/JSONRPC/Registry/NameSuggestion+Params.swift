package import JSON

extension NameSuggestion {
    /// The name a client used at `pointer` in `params`: a string value, or the only key of an
    /// object (an externally tagged enum case with a payload).
    package static func nameUsed(at pointer: String, in params: JSONValue?) -> String? {
        guard let parsed = try? JSONPointer(parsing: pointer), let value = params?[pointer: parsed] else { return nil }
        switch value {
        case .string(let name): return name
        case .object(let object) where object.count == 1: return object.keys.first
        default: return nil
        }
    }
}
