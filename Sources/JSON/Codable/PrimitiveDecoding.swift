internal import FoundationEssentials

/// Reads primitives and the wire format's Foundation types out of JSON values, with the messages
/// `JSONDecodingError` carries.
///
/// Rules: integers are range-checked (`value 300 does not fit in UInt8`); an integer type also
/// accepts a double with an exact integral value (`3.0`, `1e2`), since JavaScript clients cannot
/// tell the two apart, and refuses `3.5`; `Double`/`Float` accept integers; `Bool` accepts only
/// `true`/`false`; `String` only strings.
enum PrimitiveDecoding {
    static func integer<I: FixedWidthInteger>(_ value: JSONValue, as type: I.Type, path: () -> String) throws -> I {
        switch value {
        case .integer(let number):
            if let exact = I(exactly: number) { return exact }
            throw JSONDecodingError(path: path(), message: "value \(number) does not fit in \(I.self)")
        case .double(let number):
            if let exact = I(exactly: number) { return exact }
            if number.isFinite, number.rounded(.towardZero) == number {
                throw JSONDecodingError(path: path(), message: "value \(number) does not fit in \(I.self)")
            }
            throw mismatch(expected: "integer", found: value, path: path)
        default:
            throw mismatch(expected: "integer", found: value, path: path)
        }
    }

    static func double(_ value: JSONValue, path: () -> String) throws -> Double {
        switch value {
        case .double(let number): return number
        case .integer(let number): return Double(number)
        default: throw mismatch(expected: "number", found: value, path: path)
        }
    }

    static func float(_ value: JSONValue, path: () -> String) throws -> Float {
        let number = try double(value, path: path)
        let narrowed = Float(number)
        guard narrowed.isFinite else {
            throw JSONDecodingError(path: path(), message: "value \(number) does not fit in Float")
        }
        return narrowed
    }

    static func bool(_ value: JSONValue, path: () -> String) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(expected: "boolean", found: value, path: path) }
        return flag
    }

    static func string(_ value: JSONValue, path: () -> String) throws -> String {
        guard case .string(let text) = value else { throw mismatch(expected: "string", found: value, path: path) }
        return text
    }

    /// Decodes `T` when it is a primitive or a special Foundation type; nil for any other type.
    ///
    /// Compares metatypes, then `unsafeBitCast`s the result, which is sound because the types
    /// were just found identical.
    static func value<T>(_ type: T.Type, from value: JSONValue, path: () -> String) throws -> T? {
        if T.self == String.self { return unsafeBitCast(try string(value, path: path), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try integer(value, as: Int.self, path: path), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try bool(value, path: path), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try double(value, path: path), to: T.self) }
        if T.self == Int64.self { return unsafeBitCast(try integer(value, as: Int64.self, path: path), to: T.self) }
        if T.self == Int32.self { return unsafeBitCast(try integer(value, as: Int32.self, path: path), to: T.self) }
        if T.self == Int16.self { return unsafeBitCast(try integer(value, as: Int16.self, path: path), to: T.self) }
        if T.self == Int8.self { return unsafeBitCast(try integer(value, as: Int8.self, path: path), to: T.self) }
        if T.self == UInt.self { return unsafeBitCast(try integer(value, as: UInt.self, path: path), to: T.self) }
        if T.self == UInt64.self { return unsafeBitCast(try integer(value, as: UInt64.self, path: path), to: T.self) }
        if T.self == UInt32.self { return unsafeBitCast(try integer(value, as: UInt32.self, path: path), to: T.self) }
        if T.self == UInt16.self { return unsafeBitCast(try integer(value, as: UInt16.self, path: path), to: T.self) }
        if T.self == UInt8.self { return unsafeBitCast(try integer(value, as: UInt8.self, path: path), to: T.self) }
        if T.self == Float.self { return unsafeBitCast(try float(value, path: path), to: T.self) }
        if T.self == Date.self { return unsafeBitCast(try date(value, path: path), to: T.self) }
        if T.self == UUID.self { return unsafeBitCast(try uuid(value, path: path), to: T.self) }
        if T.self == URL.self { return unsafeBitCast(try url(value, path: path), to: T.self) }
        if T.self == Data.self { return unsafeBitCast(try data(value, path: path), to: T.self) }
        // Free JSON (an action, an environment) is taken as it is, whatever its shape.
        if T.self == JSONValue.self { return unsafeBitCast(value, to: T.self) }
        return nil
    }

    /// `T` read from `value` when `T` is `String`, `Int`, `Bool`, `Double` or an array of one of
    /// them and `value` holds exactly that (an integer within range, every element matching);
    /// nil for every other type or value, which then take the general path (and its errors).
    ///
    /// Lets a struct's `[String]` field, say, decode without a child decoder, a container box
    /// and a closure per element; the results equal the general path's.
    @inline(__always)
    static func fastValue<T>(_ type: T.Type, from value: JSONValue) -> T? {
        if T.self == String.self {
            guard case .string(let text) = value else { return nil }
            return unsafeBitCast(text, to: T.self)
        }
        if T.self == Int.self {
            guard case .integer(let number) = value, let exact = Int(exactly: number) else { return nil }
            return unsafeBitCast(exact, to: T.self)
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = value else { return nil }
            return unsafeBitCast(flag, to: T.self)
        }
        if T.self == Double.self {
            switch value {
            case .double(let number): return unsafeBitCast(number, to: T.self)
            case .integer(let number): return unsafeBitCast(Double(number), to: T.self)
            default: return nil
            }
        }
        guard case .array(let elements) = value else { return nil }
        if T.self == [String].self { return array(elements, String.self).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [Int].self { return array(elements, Int.self).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [Bool].self { return array(elements, Bool.self).map { unsafeBitCast($0, to: T.self) } }
        if T.self == [Double].self { return array(elements, Double.self).map { unsafeBitCast($0, to: T.self) } }
        return nil
    }

    private static func array<E>(_ elements: [JSONValue], _ type: E.Type) -> [E]? {
        var result: [E] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let value = fastValue(E.self, from: element) else { return nil }
            result.append(value)
        }
        return result
    }

    static func date(_ value: JSONValue, path: () -> String) throws -> Date {
        try string(value, readAs: "ISO 8601 date", path: path) { ISO8601Timestamp.date(from: $0) }
    }

    static func uuid(_ value: JSONValue, path: () -> String) throws -> UUID {
        try string(value, readAs: "UUID", path: path) { UUID(uuidString: $0) }
    }

    static func url(_ value: JSONValue, path: () -> String) throws -> URL {
        try string(value, readAs: "URL", path: path) { URL(string: $0) }
    }

    static func data(_ value: JSONValue, path: () -> String) throws -> Data {
        try string(value, readAs: "base64 data", path: path) { Data(base64Encoded: $0) }
    }

    /// A Foundation value the wire carries as a string: `parse` of the string, or a mismatch
    /// naming `expected` when the value is no string or `parse` refuses it.
    private static func string<Value>(
        _ value: JSONValue, readAs expected: String, path: () -> String, _ parse: (String) -> Value?
    ) throws -> Value {
        guard case .string(let text) = value, let parsed = parse(text) else {
            throw mismatch(expected: expected, found: value, path: path)
        }
        return parsed
    }

    // MARK: - Messages

    static func mismatch(expected: String, found value: JSONValue, path: () -> String) -> JSONDecodingError {
        JSONDecodingError(path: path(), message: "expected \(expected), found \(described(value))")
    }

    /// A value as messages show it: its type, and the value itself for scalars, e.g.
    /// `string "x"`, `integer 3`, `number 3.5`, `boolean true`, `null`, `object`, `array`.
    static func described(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "boolean \(flag)"
        case .integer(let number): return "integer \(number)"
        case .double(let number): return "number \(number)"
        case .string(let text):
            let shown = text.count > 40 ? JSONValue.string(String(text.prefix(40)) + "…") : value
            return "string \(shown.serializedString())"
        case .array: return "array"
        case .object: return "object"
        }
    }
}
