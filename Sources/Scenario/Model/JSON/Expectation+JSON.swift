package import JSON

// MARK: - Expectations as files write them

extension Expectation {
    /// The value of an `expect` step: the state members, then `view`, `events`, `snapshot`,
    /// `invariant` and `screenshot`, each when given.
    package var json: JSONValue {
        var object = state?.members ?? JSONObject()
        if let view { object["view"] = view.json }
        if let events { object["events"] = .array(events) }
        if let snapshot { object["snapshot"] = snapshot.json }
        if let invariant { object["invariant"] = invariant.json }
        if let screenshot { object["screenshot"] = screenshot.json }
        return .object(object)
    }
}

extension InvariantExpectation {
    /// `{"name": …, "schema": …}`, without `name` when it has none.
    package var json: JSONValue {
        var object = JSONObject()
        if let name { object["name"] = .string(name) }
        object["schema"] = schema
        return .object(object)
    }
}
