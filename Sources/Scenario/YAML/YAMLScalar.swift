package import JSON

/// How a YAML scalar becomes a JSON value: the YAML 1.2 core schema.
///
/// A plain (unquoted) scalar is `null` when it is empty, `~`, `null`, `Null` or `NULL`; a boolean
/// for `true`/`True`/`TRUE`/`false`/`False`/`FALSE` only (YAML 1.1's `yes`, `no`, `on`, `off`, `y`,
/// `n` are strings); an integer for `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+`; a number with
/// a fraction or exponent for `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`; a string
/// otherwise. Quoted and block scalars are always strings. `.inf` and `.nan` have no JSON form
/// and are errors, as are integers outside `Int64` (the JSON reader's rule).
package enum YAMLScalar {
    /// The tags a scalar may carry (`!!str "1"`); any other tag is an error.
    package static let acceptedTags = ["!!str", "!!int", "!!float", "!!bool", "!!null"]

    static let tagPrefix = "tag:yaml.org,2002:"

    /// Why a scalar has no JSON value.
    package struct Problem: Error, Equatable {
        package var message: String
    }

    /// The JSON value of a plain scalar under the core schema.
    package static func resolvePlain(_ text: String) throws(Problem) -> JSONValue {
        if isNull(text) { return .null }
        if let flag = bool(text) { return .bool(flag) }
        if let integer = try integer(text) { return .integer(integer) }
        if let number = try float(text) { return .double(number) }
        return .string(text)
    }

    /// The value of a scalar with an explicit `tag` (a full `tag:yaml.org,2002:…` name, or `!`).
    static func resolve(_ text: String, tag: String) throws(Problem) -> JSONValue {
        let short = tag.hasPrefix(tagPrefix) ? "!!" + tag.dropFirst(tagPrefix.count) : tag
        switch short {
        case "!", "!!str": return .string(text)
        case "!!null":
            guard isNull(text) else { throw Problem(message: "\"\(text)\" is not a !!null") }
            return .null
        case "!!bool":
            guard let flag = bool(text) else { throw Problem(message: "\"\(text)\" is not a !!bool (true or false)") }
            return .bool(flag)
        case "!!int":
            guard let value = try integer(text) else { throw Problem(message: "\"\(text)\" is not an !!int") }
            return .integer(value)
        case "!!float":
            if let value = try float(text) { return .double(value) }
            if let value = try integer(text) { return .double(Double(value)) }
            throw Problem(message: "\"\(text)\" is not a !!float")
        default:
            throw Problem(message: "unsupported tag \(short); accepted: " + acceptedTags.joined(separator: ", "))
        }
    }

    static func isNull(_ text: String) -> Bool {
        text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    static func integer(_ text: String) throws(Problem) -> Int64? {
        let bytes = Array(text.utf8)
        var digits = bytes[...], radix = 10
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") {
            digits = bytes[2...]
            radix = 8
            guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }) else { return nil }
        } else if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "x") {
            digits = bytes[2...]
            radix = 16
            guard digits.allSatisfy({ isHexDigit($0) }) else { return nil }
        } else {
            if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        }
        let literal = radix == 10 ? text : String(decoding: digits, as: UTF8.self)
        guard let value = Int64(literal, radix: radix) else {
            throw Problem(message: "the integer \(text) is outside the 64-bit range JSON integers have here")
        }
        return value
    }

    static func float(_ text: String) throws(Problem) -> Double? {
        var body = Substring(text)
        if let sign = body.first, sign == "-" || sign == "+" { body = body.dropFirst() }
        if [".inf", ".Inf", ".INF"].contains(body) || [".nan", ".NaN", ".NAN"].contains(text) {
            throw Problem(message: "\(text) has no JSON form (JSON numbers are finite)")
        }
        guard matchesCoreFloat(Array(body.utf8)), let value = Double(text) else { return nil }
        guard value.isFinite else { throw Problem(message: "the number \(text) is outside the range of a double") }
        return value
    }

    /// `(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` on an unsigned body.
    private static func matchesCoreFloat(_ bytes: [UInt8]) -> Bool {
        var position = 0
        func digitRun() -> Int {
            let start = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digitRun() > 0 else { return false }
        } else {
            guard digitRun() > 0 else { return false }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                _ = digitRun()
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            guard digitRun() > 0 else { return false }
        }
        return position == bytes.count
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }
}
