internal import CJansson

// Parsing goes through jansson: it validates UTF-8, rejects duplicate keys and trailing bytes, and
// is the fastest parser this platform has. The jansson tree is converted to `JSONValue` at once
// and freed, so no C type escapes this file.

extension JSONValue {
    /// Parses one JSON document (any value at the top level) from UTF-8 bytes.
    ///
    /// Duplicate keys in an object are rejected, as are integers outside `Int64`, invalid UTF-8,
    /// anything but whitespace after the value, and nesting deeper than `options.maxDepth`.
    /// A NUL inside a string value (`\u0000`) is allowed and kept; inside an object key it is a
    /// syntax error (jansson keeps keys as C strings).
    /// - Throws: `JSONParseError` with the line, column and byte offset of the problem.
    public init(parsing bytes: UnsafeRawBufferPointer, options: JSONParseOptions = .default) throws(JSONParseError) {
        guard bytes.count <= options.maxBytes else {
            throw JSONParseError(
                reason: .tooLarge, message: "document of \(bytes.count) bytes exceeds the limit of \(options.maxBytes) bytes",
                line: 1, column: 1, offset: options.maxBytes)
        }
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw JSONParseError(reason: .emptyInput, message: "empty input: expected a JSON value", line: 1, column: 1, offset: 0)
        }
        var error = json_error_t()
        guard let root = json_loadb(base.assumingMemoryBound(to: CChar.self), bytes.count, cjansson_decode_flags(), &error) else {
            var failure = JSONParseError(jansson: error)
            if failure.reason == .syntax, bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                failure.reason = .emptyInput
                failure.message = "empty input: expected a JSON value"
            }
            throw failure
        }
        defer { cjansson_decref(root) }
        guard let value = JSONValue(converting: root, maxDepth: options.maxDepth) else {
            throw JSONParseError.tooDeep(in: bytes, limit: options.maxDepth)
        }
        self = value
    }

    /// The jansson tree as a value; nil when it nests deeper than `maxDepth`.
    init?(converting root: UnsafeMutablePointer<json_t>, maxDepth: Int) {
        var converter = JanssonConverter(maxDepth: maxDepth)
        guard let value = converter.convert(root, depth: 1) else { return nil }
        self = value
    }

    /// Parses one JSON document from UTF-8 bytes.
    public init(parsing bytes: [UInt8], options: JSONParseOptions = .default) throws(JSONParseError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) in try JSONValue(parsing: buffer, options: options) }
        }
        self = try result.get()
    }

    /// Parses one JSON document from a string.
    public init(parsing text: String, options: JSONParseOptions = .default) throws(JSONParseError) {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) in try JSONValue(parsing: UnsafeRawBufferPointer(buffer), options: options) }
        }
        self = try result.get()
    }
}

// MARK: - jansson tree to JSONValue

private struct JanssonConverter {
    let maxDepth: Int

    /// Returns nil when the document nests deeper than allowed.
    mutating func convert(_ node: UnsafeMutablePointer<json_t>, depth: Int) -> JSONValue? {
        switch Int(cjansson_typeof(node)) {
        case CJANSSON_OBJECT:
            guard depth <= maxDepth else { return nil }
            var members: [JSONObject.Member] = []
            members.reserveCapacity(json_object_size(node))
            var iterator = json_object_iter(node)
            while let current = iterator {
                guard let keyPointer = json_object_iter_key(current), let child = json_object_iter_value(current) else { break }
                let key = Self.string(keyPointer, count: json_object_iter_key_len(current))
                guard let value = convert(child, depth: depth + 1) else { return nil }
                members.append((key, value))
                iterator = json_object_iter_next(node, current)
            }
            return .object(JSONObject(uniqueMembers: members))
        case CJANSSON_ARRAY:
            guard depth <= maxDepth else { return nil }
            let count = json_array_size(node)
            var elements: [JSONValue] = []
            elements.reserveCapacity(count)
            for position in 0..<count {
                guard let child = json_array_get(node, position), let value = convert(child, depth: depth + 1) else { return nil }
                elements.append(value)
            }
            return .array(elements)
        case CJANSSON_STRING:
            guard let pointer = json_string_value(node) else { return .string("") }
            return .string(Self.string(pointer, count: json_string_length(node)))
        case CJANSSON_INTEGER:
            return .integer(Int64(json_integer_value(node)))
        case CJANSSON_REAL:
            return .double(json_real_value(node))
        case CJANSSON_TRUE:
            return .bool(true)
        case CJANSSON_FALSE:
            return .bool(false)
        default:
            return .null
        }
    }

    /// jansson has already validated the UTF-8, and strings may hold NUL, so decode by length.
    static func string(_ pointer: UnsafePointer<CChar>, count: Int) -> String {
        pointer.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }
    }
}

// MARK: - Errors

extension JSONParseError {
    init(jansson error: json_error_t) {
        var error = error
        let text = withUnsafeBytes(of: &error.text) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        let code = withUnsafeBytes(of: &error.text) { raw in raw[raw.count - 1] }
        let reason: Reason
        switch UInt32(code) {
        case json_error_invalid_utf8.rawValue: reason = .invalidUTF8
        case json_error_end_of_input_expected.rawValue: reason = .trailingGarbage
        case json_error_duplicate_key.rawValue: reason = .duplicateKey
        // jansson reports both kinds with one code; its text says "real number overflow" for
        // the kind that is not an integer.
        case json_error_numeric_overflow.rawValue: reason = text.hasPrefix("real") ? .numberOutOfRange : .integerOutOfRange
        case json_error_stack_overflow.rawValue: reason = .tooDeep
        default: reason = .syntax
        }
        self.init(reason: reason, message: text, line: max(Int(error.line), 1), column: max(Int(error.column), 1), offset: max(Int(error.position), 0))
    }

    /// Locates the first bracket that opens a level past `limit`, for a precise error.
    static func tooDeep(in bytes: UnsafeRawBufferPointer, limit: Int) -> JSONParseError {
        var depth = 0, line = 1, lineStart = 0, inString = false, escaped = false
        for (offset, byte) in bytes.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "\n"): line += 1; lineStart = offset + 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit {
                    return JSONParseError(
                        reason: .tooDeep, message: "nesting deeper than \(limit) levels", line: line,
                        column: offset - lineStart + 1, offset: offset)
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return JSONParseError(reason: .tooDeep, message: "nesting deeper than \(limit) levels", line: line, column: 1, offset: bytes.count)
    }
}
