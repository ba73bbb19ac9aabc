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

    /// `wireJSON`'s compact bytes, written without building it: the members' names are fixed,
    /// so only the arrays and the version are written (building the object and walking it with
    /// the writer cost about 4k instructions a reply). `StoreOperationCodingTests` hold the two to
    /// the same bytes.
    package var wireBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(80)
        Self.append(changed ? #"{"changed":true,"effects":"# : #"{"changed":false,"effects":"#, to: &bytes)
        Self.append(effects, to: &bytes)
        if let entries {
            Self.append(#","entries":"#, to: &bytes)
            Self.append(entries, to: &bytes)
        }
        Self.append(#","events":"#, to: &bytes)
        Self.append(events, to: &bytes)
        Self.append(#","received":"#, to: &bytes)
        Self.append(received, to: &bytes)
        Self.append(#","version":"#, to: &bytes)
        JSONValue.integer(Int64(version)).write(to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private static func append(_ elements: [JSONValue], to bytes: inout [UInt8]) {
        if elements.isEmpty { append("[]", to: &bytes) } else { JSONValue.array(elements).write(to: &bytes) }
    }
}

extension RequestType where Response == StepResult {
    /// Every step request answers with `wireJSON`, never the bridge.
    package static func encode(response: StepResult) throws(ResponseError) -> JSONValue {
        response.wireJSON
    }

    /// A step's reply goes out as `wireBytes`: the same bytes as `wireJSON` written.
    package static func encodeBody(response: StepResult) throws(ResponseError) -> ResultBody {
        .encoded(response.wireBytes)
    }
}
