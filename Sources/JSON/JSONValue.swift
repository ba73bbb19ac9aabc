/// A JSON document held as a Swift value.
///
/// Integers are kept exactly as `Int64`; numbers with a fraction or an exponent are `Double`.
/// Objects remember the order their keys arrived in (so a client sees its own order back), but
/// two objects are equal when they hold the same keys with equal values in any order.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"count": 1}"#)
/// value["count"]            // .integer(1)
/// value.serialized()        // {"count":1}
/// ```
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(literal: elements))
    }
}

// MARK: - Access

extension JSONValue {
    /// The member named `key` when this is an object holding it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index` when this is an array long enough.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var integerValue: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The number as a `Double`, whether it was written as an integer or not.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// True when both are the same stored object or array (a subtree reused from an earlier
    /// encoding), so they are equal without being read. False for anything else, equal scalars
    /// and equal containers built separately included: a cheap check before a deep one.
    public func sharesStorage(with other: JSONValue) -> Bool {
        switch (self, other) {
        case (.object(let mine), .object(let theirs)):
            mine.sharesStorage(with: theirs)
        case (.array(let mine), .array(let theirs)):
            mine.count == theirs.count
                && mine.withUnsafeBufferPointer { lhs in
                    theirs.withUnsafeBufferPointer { rhs in lhs.baseAddress == rhs.baseAddress }
                }
        default:
            false
        }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var objectValue: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The JSON type's name as error messages say it: `object`, `array`, `string`, `integer`,
    /// `number`, `boolean` or `null`.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .integer: return "integer"
        case .double: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
