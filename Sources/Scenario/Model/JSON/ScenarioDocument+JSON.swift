package import JSON

// MARK: - Scenarios as files write them

extension ScenarioDocument {
    /// The scenario as a file writes it (protocol/scenario/README.md, "Top level"): `name`,
    /// `tags`, `feature`, `initialState`, `environment`, `dependencies`, `clock`, `storage`,
    /// `exhaustivity` — each only when given or not the default — then `steps`.
    package var json: JSONValue {
        var object: JSONObject = ["name": .string(name)]
        if !tags.isEmpty { object["tags"] = .array(tags.map { .string($0) }) }
        object["feature"] = .string(feature)
        if let initialState { object["initialState"] = initialState }
        if let environment { object["environment"] = environment }
        if !dependencies.isEmpty {
            object["dependencies"] = .object(JSONObject(dependencies.map { ($0.name, JSONValue.string($0.preset)) }))
        }
        if clock != .test { object["clock"] = .string(clock.rawValue) }
        if let storage { object["storage"] = .string(storage) }
        if exhaustivity != .on { object["exhaustivity"] = .string(exhaustivity.rawValue) }
        object["steps"] = .array(steps.map(\.json))
        return .object(object)
    }
}
