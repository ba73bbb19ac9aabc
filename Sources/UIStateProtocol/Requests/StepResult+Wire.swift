package import JSON

// MARK: - StepResult on the wire

extension StepResult {
    /// The reply's JSON, built member by member: what the Codable bridge writes for it
    /// (`JSONValueEncoder`, keys in the same order), at a fraction of the cost. Every step
    /// answers with one, and going through the bridge was about a fifth of a trivial dispatch.
    /// `StoreOperationCodingTests` hold the two to the same bytes, so a member added to `StepResult`
    /// without being added here fails there.
    package var wireJSON: JSONValue {
        var object: JSONObject = [
            "changed": .bool(changed),
            "effects": .array(effects),
        ]
        if let entries { object["entries"] = .array(entries) }
        object["events"] = .array(events)
        object["received"] = .array(received)
        object["version"] = .integer(Int64(version))
        return .object(object)
    }
}

extension RequestType where Response == StepResult {
    /// Every step request answers with `wireJSON`, never the bridge.
    package static func encode(response: StepResult) throws(ResponseError) -> JSONValue {
        response.wireJSON
    }
}
