internal import FoundationEssentials
import JSON

// MARK: - KnownSchema

/// The types the Codable bridge writes as JSON scalars, with their wire schemas and a value to
/// hand back to the `init(from:)` being walked. `Date`, `UUID`, `URL` and `Data` are strings
/// here because the bridge writes them so (see docs/decisions.md, "Wire format").
protocol KnownSchema {
    static var knownSchema: JSONValue { get }
    static var placeholder: Self { get }
}

extension Bool: KnownSchema {
    static var knownSchema: JSONValue { ["type": "boolean"] }
    static var placeholder: Bool { false }
}

extension String: KnownSchema {
    static var knownSchema: JSONValue { ["type": "string"] }
    static var placeholder: String { "" }
}

/// Any number.
protocol NumberSchema: KnownSchema, BinaryFloatingPoint {}

extension NumberSchema {
    static var knownSchema: JSONValue { ["type": "number"] }
    static var placeholder: Self { 0 }
}

extension Double: NumberSchema {}
extension Float: NumberSchema {}

/// Whole numbers: `Int` and `Int64` unbounded (the wire holds 64 bits), narrower and unsigned
/// types with the bounds they can hold.
protocol IntegerSchema: KnownSchema, FixedWidthInteger {}

extension IntegerSchema {
    static var knownSchema: JSONValue {
        var schema: JSONObject = ["type": "integer"]
        if bitWidth < 64 || !isSigned { schema["minimum"] = .integer(Int64(Self.min)) }
        if bitWidth < 64 { schema["maximum"] = .integer(Int64(Self.max)) }
        return .object(schema)
    }

    static var placeholder: Self { 0 }
}

extension Int: IntegerSchema {}
extension Int64: IntegerSchema {}
extension Int32: IntegerSchema {}
extension Int16: IntegerSchema {}
extension Int8: IntegerSchema {}
extension UInt: IntegerSchema {}
extension UInt64: IntegerSchema {}
extension UInt32: IntegerSchema {}
extension UInt16: IntegerSchema {}
extension UInt8: IntegerSchema {}

/// ISO 8601 in UTC, milliseconds when non-zero (`2024-05-01T09:30:00.250Z`).
extension Date: KnownSchema {
    static var knownSchema: JSONValue { ["type": "string", "format": "date-time"] }
    static var placeholder: Date { Date(timeIntervalSince1970: 0) }
}

/// `uuidString`, read back in either case.
extension UUID: KnownSchema {
    static var knownSchema: JSONValue {
        ["type": "string", "pattern": "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"]
    }
    static var placeholder: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

/// `absoluteString`; any string `URL(string:)` takes reads back, relative ones included.
extension URL: KnownSchema {
    static var knownSchema: JSONValue { ["type": "string", "format": "uri-reference"] }
    static var placeholder: URL { URL(fileURLWithPath: "/") }
}

/// Base64.
extension Data: KnownSchema {
    static var knownSchema: JSONValue { ["type": "string", "contentEncoding": "base64"] }
    static var placeholder: Data { Data() }
}

/// Free JSON: any value.
extension JSONValue: KnownSchema {
    static var knownSchema: JSONValue { [:] }
    static var placeholder: JSONValue { .null }
}
