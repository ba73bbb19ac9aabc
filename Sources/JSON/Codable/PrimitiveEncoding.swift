internal import FoundationEssentials

/// JSON forms of the values containers encode directly, and of the Foundation types the wire
/// format fixes (`Date`, `URL`, `UUID`, `Data`), which would otherwise encode as their internals.
enum PrimitiveEncoding {
    /// The JSON for `value` when `T` is a primitive or a special Foundation type, else nil.
    ///
    /// Compares metatypes rather than casting: a pointer comparison per candidate, and the
    /// `unsafeBitCast` is sound because the types were just found identical.
    static func json<T>(for value: T, path: () -> String) throws -> JSONValue? {
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .integer(Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Double.self { return try double(unsafeBitCast(value, to: Double.self), path: path) }
        if T.self == Int64.self { return .integer(unsafeBitCast(value, to: Int64.self)) }
        if T.self == Int32.self { return .integer(Int64(unsafeBitCast(value, to: Int32.self))) }
        if T.self == Int16.self { return .integer(Int64(unsafeBitCast(value, to: Int16.self))) }
        if T.self == Int8.self { return .integer(Int64(unsafeBitCast(value, to: Int8.self))) }
        if T.self == UInt.self { return try unsigned(unsafeBitCast(value, to: UInt.self), path: path) }
        if T.self == UInt64.self { return try unsigned(unsafeBitCast(value, to: UInt64.self), path: path) }
        if T.self == UInt32.self { return .integer(Int64(unsafeBitCast(value, to: UInt32.self))) }
        if T.self == UInt16.self { return .integer(Int64(unsafeBitCast(value, to: UInt16.self))) }
        if T.self == UInt8.self { return .integer(Int64(unsafeBitCast(value, to: UInt8.self))) }
        if T.self == Float.self { return try float(unsafeBitCast(value, to: Float.self), path: path) }
        if T.self == Date.self { return try date(unsafeBitCast(value, to: Date.self), path: path) }
        if T.self == UUID.self { return .string(unsafeBitCast(value, to: UUID.self).uuidString) }
        if T.self == URL.self { return .string(unsafeBitCast(value, to: URL.self).absoluteString) }
        if T.self == Data.self { return .string(unsafeBitCast(value, to: Data.self).base64EncodedString()) }
        // Arrays of the common primitives, without a child encoder per array; the result equals
        // the general path's. A non-finite double takes the general path for its error and path.
        if T.self == [String].self { return .array(unsafeBitCast(value, to: [String].self).map { .string($0) }) }
        if T.self == [Int].self { return .array(unsafeBitCast(value, to: [Int].self).map { .integer(Int64($0)) }) }
        if T.self == [Bool].self { return .array(unsafeBitCast(value, to: [Bool].self).map { .bool($0) }) }
        if T.self == [Double].self {
            let numbers = unsafeBitCast(value, to: [Double].self)
            guard numbers.allSatisfy(\.isFinite) else { return nil }
            return .array(numbers.map { .double($0) })
        }
        // Free JSON inside typed params (an action, an environment) passes through unchanged;
        // checked after the common primitives so that they pay nothing for it.
        if T.self == JSONValue.self { return unsafeBitCast(value, to: JSONValue.self) }
        return nil
    }

    static func unsigned<U: UnsignedInteger & FixedWidthInteger>(_ value: U, path: () -> String) throws -> JSONValue {
        guard let exact = Int64(exactly: value) else {
            throw JSONEncodingError(path: path(), message: "value \(value) does not fit in Int64")
        }
        return .integer(exact)
    }

    static func double(_ value: Double, path: () -> String) throws -> JSONValue {
        guard value.isFinite else {
            throw JSONEncodingError(path: path(), message: "non-finite number \(value) has no JSON form")
        }
        return .double(value)
    }

    /// A `Float` as the `Double` its shortest description names, so `0.1` is written `0.1`,
    /// not `0.10000000149011612`.
    static func float(_ value: Float, path: () -> String) throws -> JSONValue {
        guard value.isFinite else {
            throw JSONEncodingError(path: path(), message: "non-finite number \(value) has no JSON form")
        }
        return .double(Double(value.description) ?? Double(value))
    }

    static func date(_ value: Date, path: () -> String) throws -> JSONValue {
        guard let text = ISO8601Timestamp.string(from: value) else {
            throw JSONEncodingError(
                path: path(), message: "date \(value.timeIntervalSince1970) is outside the years 0000…9999")
        }
        return .string(text)
    }
}
