import JSON

/// The YAML form's one difference from the JSON form: `include` steps name the `.steps.yaml`
/// fragment instead of the `.steps.json` one.
enum ScenarioYAMLForm {
    static func convert(_ document: JSONValue) -> JSONValue {
        guard case .object(var object) = document, case .array(let steps)? = object["steps"] else { return document }
        object["steps"] = .array(steps.map(convertStep))
        return .object(object)
    }

    static func convertStep(_ step: JSONValue) -> JSONValue {
        guard case .object(var object) = step, case .string(let include)? = object["include"],
              include.hasSuffix(".steps.json")
        else { return step }
        object["include"] = .string(String(include.dropLast(".json".count)) + ".yaml")
        return .object(object)
    }
}
