package import JSON

extension JSONValue {
    /// A length in points: an integer when whole (`44`, not `44.0`), so trees read as designs do.
    package static func points(_ value: Double) -> JSONValue {
        if abs(value) < 1e15, Double(Int64(value)) == value { return .integer(Int64(value)) }
        return .double(value)
    }

    package static func optionalString(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }
}
