package import JSON

// MARK: - View expectations as files write them

extension ViewExpectation {
    /// `{"contains": […], "notContains": […]}`, each list when not empty.
    package var json: JSONValue {
        var object = JSONObject()
        if !contains.isEmpty { object["contains"] = .array(contains.map(\.json)) }
        if !notContains.isEmpty { object["notContains"] = .array(notContains.map(\.json)) }
        return .object(object)
    }
}

extension NodeExpectation {
    /// The selector's members, then `properties`, `enabled`, `hidden` and `covered` when given:
    /// `{"id": "nextButton", "enabled": false}`.
    package var json: JSONValue {
        var object = selector.json.objectValue ?? JSONObject()
        if let properties { object["properties"] = properties }
        if let enabled { object["enabled"] = .bool(enabled) }
        if let hidden { object["hidden"] = .bool(hidden) }
        if let covered { object["covered"] = .bool(covered) }
        return .object(object)
    }
}
