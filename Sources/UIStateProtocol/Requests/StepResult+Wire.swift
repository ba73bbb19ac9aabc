package import JSON

// MARK: - StepResult on the wire

extension StepResult {
    /// The reply's JSON, built member by member: what the Codable bridge writes for it
    /// (`JSONValueEncoder`, keys in the same order), at a fraction of the cost. Every step
    /// answers with one, and going through the bridge was about a fifth of a trivial dispatch.
    /// `StoreOperationCodingTests` hold the two to the same bytes, so a member added to `StepResult`
    /// without being added here fails there.
    package var wireJSON: JSONValue {
        // The keys are distinct by construction, so the members go in as they are: setting them
        // one by one looked each key up first (about 2.5k instructions a reply).
        var members: [JSONObject.Member] = []
        members.reserveCapacity(6)
        members.append(("changed", .bool(changed)))
        members.append(("effects", .array(effects)))
        if let entries { members.append(("entries", .array(entries))) }
        members.append(("events", .array(events)))
        members.append(("received", .array(received)))
        members.append(("version", .integer(Int64(version))))
        return .object(JSONObject(uniqueMembers: members))
    }
}

extension RequestType where Response == StepResult {
    /// Every step request answers with `wireJSON`, never the bridge.
    package static func encode(response: StepResult) throws(ResponseError) -> JSONValue {
        response.wireJSON
    }
}
