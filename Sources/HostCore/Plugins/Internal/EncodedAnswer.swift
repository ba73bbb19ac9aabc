// MARK: - EncodedAnswer

/// A plugin's answer read without building it, so that its result's bytes go on to the client as
/// they came (the client's id spliced in by the reply): parsing every answer into values and
/// encoding it again cost the plugin hop more than the plugin's own work.
///
/// Only what the scan can vouch for takes this way: the exact shape a uistate server writes,
/// `{"jsonrpc":"2.0","id":N,"result":R}`, with R valid JSON by a conservative reading (ASCII
/// strings without `\u0000` or surrogate escapes, integers of at most 18 digits, modest nesting,
/// no key twice in an object) and, when R is an object, none of the members the host rewrites
/// (`storeId`, `subscription`, `stores`). Anything else is parsed in full as before, so every
/// fault a plugin can make is found and reported as it always was.
package struct EncodedAnswer: Equatable {
    /// The host's id of the request answered.
    package let id: Int64
    /// Where the result's bytes are in the body.
    package let result: Range<Int>

    package init?(scanning body: UnsafeRawBufferPointer) {
        var scanner = AnswerScanner(bytes: body)
        guard scanner.skip(Self.head), let id = scanner.integer(), scanner.skip(Self.resultKey) else { return nil }
        scanner.skipWhitespace()
        let start = scanner.position
        guard scanner.value(depth: 1, checkingTopKeys: true) else { return nil }
        var end = scanner.position
        while end > start, AnswerScanner.isWhitespace(body[end - 1]) { end -= 1 }
        guard scanner.skip([UInt8(ascii: "}")]) else { return nil }
        scanner.skipWhitespace()
        guard scanner.position == body.count else { return nil }
        self.id = id
        result = start..<end
    }

    private static let head = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    private static let resultKey = Array(#","result":"#.utf8)
    /// Members of a result the host puts its plugin prefix on (`PluginRewriting.prefixIDs`).
    static let rewrittenKeys = ["storeId", "subscription", "stores"].map { Array($0.utf8) }
    /// Deeper results are parsed in full (the parser's own limit is far above this).
    static let maxDepth = 64
}

// MARK: - Scanner

/// A JSON validator over bytes that allocates nothing per value and says no to whatever it is
/// not sure of: false means "parse it properly", not "invalid".
private struct AnswerScanner {
    let bytes: UnsafeRawBufferPointer
    var position = 0
    /// Keys of the objects open now, as ranges of `bytes` (a stack: an object's keys follow its
    /// parent's), to find a key given twice.
    var keys: [Range<Int>] = []

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func skip(_ literal: [UInt8]) -> Bool {
        guard bytes.count - position >= literal.count else { return false }
        for (offset, byte) in literal.enumerated() where bytes[position + offset] != byte { return false }
        position += literal.count
        return true
    }

    mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// A non-negative integer without leading zeros, as the host numbers its requests.
    mutating func integer() -> Int64? {
        let start = position
        var value: Int64 = 0
        while position < bytes.count, Self.isDigit(bytes[position]), position - start < 18 {
            value = value * 10 + Int64(bytes[position] - UInt8(ascii: "0"))
            position += 1
        }
        let digits = position - start
        guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")),
              position == bytes.count || !Self.isDigit(bytes[position]) else { return nil }
        return value
    }

    mutating func value(depth: Int, checkingTopKeys: Bool = false) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { return false }
        let valid: Bool
        switch bytes[position] {
        case UInt8(ascii: "{"): valid = object(depth: depth, checkingKeys: checkingTopKeys)
        case UInt8(ascii: "["): valid = array(depth: depth)
        case UInt8(ascii: "\""): valid = string() != nil
        case UInt8(ascii: "t"): valid = skip(Self.trueLiteral)
        case UInt8(ascii: "f"): valid = skip(Self.falseLiteral)
        case UInt8(ascii: "n"): valid = skip(Self.nullLiteral)
        default: valid = number()
        }
        guard valid else { return false }
        skipWhitespace()
        return true
    }

    private mutating func object(depth: Int, checkingKeys: Bool) -> Bool {
        guard depth <= EncodedAnswer.maxDepth else { return false }
        position += 1
        let base = keys.count
        defer { keys.removeSubrange(base...) }
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return true
        }
        while true {
            skipWhitespace()
            // A key with an escape is left to the parser: "a" and "\u0061" are one key.
            guard let (key, escaped) = string(), !escaped else { return false }
            for earlier in keys[base...] where equal(earlier, key) { return false }
            if checkingKeys, EncodedAnswer.rewrittenKeys.contains(where: { equal(key, $0) }) { return false }
            keys.append(key)
            skipWhitespace()
            guard skip(Self.colon), value(depth: depth + 1) else { return false }
            guard position < bytes.count else { return false }
            let separator = bytes[position]
            position += 1
            if separator == UInt8(ascii: "}") { return true }
            guard separator == UInt8(ascii: ",") else { return false }
        }
    }

    private mutating func array(depth: Int) -> Bool {
        guard depth <= EncodedAnswer.maxDepth else { return false }
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return true
        }
        while true {
            guard value(depth: depth + 1), position < bytes.count else { return false }
            let separator = bytes[position]
            position += 1
            if separator == UInt8(ascii: "]") { return true }
            guard separator == UInt8(ascii: ",") else { return false }
        }
    }

    /// A string of printable ASCII and simple escapes: its contents' range (between the quotes)
    /// and whether it holds an escape; nil when invalid or not sure.
    private mutating func string() -> (Range<Int>, escaped: Bool)? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return (start..<(position - 1), escaped)
            case UInt8(ascii: "\\"):
                guard escape() else { return nil }
                escaped = true
            case 0x20...0x7E:
                position += 1
            default:
                // Control bytes are invalid; anything past ASCII needs UTF-8 checked: the parser's.
                return nil
            }
        }
        return nil
    }

    private mutating func escape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
            return true
        case UInt8(ascii: "u"):
            guard position + 6 <= bytes.count else { return false }
            var code: UInt32 = 0
            for offset in 2..<6 {
                guard let digit = Self.hexDigit(bytes[position + offset]) else { return false }
                code = code << 4 | digit
            }
            // NUL (refused in keys) and surrogates (which must pair up) are the parser's to judge.
            guard code != 0, !(0xD800...0xDFFF).contains(code) else { return false }
            position += 6
            return true
        default:
            return false
        }
    }

    /// JSON's number grammar, with integers of at most 18 digits (within `Int64`) and exponents
    /// of at most two (within `Double`).
    private mutating func number() -> Bool {
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits() > 0 else { return false }
        let integerDigits = position - integerStart
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { return false }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits() > 0 else { return false }
            isInteger = false
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            let exponentDigits = digits()
            guard exponentDigits > 0, exponentDigits <= 2 else { return false }
            isInteger = false
        }
        return isInteger ? integerDigits <= 18 : integerDigits <= 17
    }

    private mutating func digits() -> Int {
        let start = position
        while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    private func equal(_ key: Range<Int>, _ other: Range<Int>) -> Bool {
        guard key.count == other.count else { return false }
        return zip(key, other).allSatisfy { bytes[$0] == bytes[$1] }
    }

    private func equal(_ key: Range<Int>, _ literal: [UInt8]) -> Bool {
        key.count == literal.count && zip(key, literal).allSatisfy { bytes[$0] == $1 }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static let trueLiteral = Array("true".utf8)
    private static let falseLiteral = Array("false".utf8)
    private static let nullLiteral = Array("null".utf8)
    private static let colon = [UInt8(ascii: ":")]
}
