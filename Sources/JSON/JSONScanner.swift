// MARK: - JSONScanner

/// A JSON validator over bytes that builds nothing and says no to whatever it is not sure of:
/// false (or nil) means "parse it properly", not "invalid".
///
/// What it vouches for parses (`JSONValue(parsing:)`) to the value its bytes spell, with no
/// error: strings of printable ASCII and simple escapes (no `\u0000`, no surrogate escapes, no
/// byte past ASCII, whose UTF-8 is the parser's to check), integers of at most 18 digits and
/// reals of at most 17 before the point and two in the exponent (within `Int64` and `Double`),
/// nesting within `maxDepth`, and no key twice in an object. A message that passes can skip the
/// parse and go on as its bytes (a plugin's answer to the client, a client's request to a
/// plugin); one that does not is parsed in full, so every fault is still found and reported as
/// it always was.
package struct JSONScanner {
    package let bytes: UnsafeRawBufferPointer
    package private(set) var position = 0
    /// The deepest array or object taken, the top-level value at depth 1 (as `JSONParseOptions`).
    package let maxDepth: Int
    /// How many keys of one object are kept on the stack to find a key given twice
    /// (`withUnsafeTemporaryAllocation`); an object with more keeps the rest in an array. The
    /// scanner itself holds no keys, so it is three words to make and copy (keys kept in the
    /// scanner, 256 bytes of them inline, were copied whole at every key's look).
    private static let stackKeyCapacity = 16

    /// Deeper values are left to the parser, whose own limit is far above this.
    package static let defaultMaxDepth = 64

    package init(bytes: UnsafeRawBufferPointer, maxDepth: Int = JSONScanner.defaultMaxDepth) {
        self.bytes = bytes
        self.maxDepth = min(maxDepth, Self.defaultMaxDepth)
    }

    /// A scanner of `bytes` from `position` on (a value inside a message, `JSONShape`'s slot).
    package init(bytes: UnsafeRawBufferPointer, at position: Int, maxDepth: Int = JSONScanner.defaultMaxDepth) {
        self.init(bytes: bytes, maxDepth: maxDepth)
        self.position = min(max(position, 0), bytes.count)
    }

    // MARK: - Tokens

    /// Steps over `literal` when the bytes here are it.
    package mutating func skip(_ literal: [UInt8]) -> Bool {
        literal.withUnsafeBufferPointer { skip(UnsafeRawBufferPointer($0)) }
    }

    /// Steps over `literal` when the bytes here are it (a literal in the code: nothing to
    /// initialise or retain, as an array kept in a `static let` has).
    package mutating func skip(_ literal: StaticString) -> Bool {
        skip(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    private mutating func skip(_ literal: UnsafeRawBufferPointer) -> Bool {
        // Eight bytes to a comparison: the members of every forwarded request and answer.
        guard bytes.holds(literal, at: position) else { return false }
        position += literal.count
        return true
    }

    /// Steps over `byte` when it is the one here.
    package mutating func skip(byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    package mutating func skipWhitespace() {
        while position < bytes.count, Self.isWhitespace(bytes[position]) { position += 1 }
    }

    /// Whether only whitespace is left.
    package mutating func atEnd() -> Bool {
        skipWhitespace()
        return position == bytes.count
    }

    /// An integer without leading zeros, of at most 18 digits (so within `Int64`), negative
    /// only when `signed`; nil, with nothing read, when the bytes here are not one.
    ///
    /// Eight bytes at a time where there are eight (every forwarded request's id and answer's
    /// counters are read here): the digits found in one word and their value by three
    /// multiplies, the byte loop only past eight digits and near the end of the bytes.
    package mutating func integer(signed: Bool = false) -> Int64? {
        guard let (value, end) = Self.integer(in: bytes, at: position, signed: signed) else { return nil }
        position = end
        return value
    }

    /// `integer(signed:)` at `start` in `bytes` (inside them): the value and where it ends.
    /// Inlined: `JSONShape` reads its integer slots with it, no scanner made.
    @inline(__always)
    static func integer(in bytes: UnsafeRawBufferPointer, at start: Int, signed: Bool) -> (value: Int64, end: Int)? {
        guard let base = bytes.baseAddress, start >= 0 else { return nil }
        let count = bytes.count
        var at = start
        let negative = signed && at < count && base.load(fromByteOffset: at, as: UInt8.self) == UInt8(ascii: "-")
        if negative { at &+= 1 }
        let first = at
        var value: UInt64 = 0
        var more = true
        if count &- first >= 8 {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: first, as: UInt64.self))
            let run = word.leadingDigitBytes
            if run > 0 { value = (word &<< UInt64(truncatingIfNeeded: (8 &- run) &* 8)).eightDigitValue }
            at = first &+ run
            more = run == 8
        }
        if more {
            // 18 digits stay below `Int64.max`: wrapping arithmetic cannot wrap.
            let limit = Swift.min(count, first &+ 18)
            while at < limit {
                let digit = base.load(fromByteOffset: at, as: UInt8.self) &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                value = value &* 10 &+ UInt64(digit)
                at &+= 1
            }
        }
        let digits = at &- first
        guard digits > 0, digits == 1 || base.load(fromByteOffset: first, as: UInt8.self) != UInt8(ascii: "0"),
              at == count || !isDigit(base.load(fromByteOffset: at, as: UInt8.self)) else { return nil }
        let magnitude = Int64(truncatingIfNeeded: value)
        return (negative ? 0 &- magnitude : magnitude, at)
    }

    /// A string of printable ASCII and simple escapes: its contents' range (between the quotes)
    /// and whether it holds an escape; nil when invalid or not sure.
    package mutating func string() -> (contents: Range<Int>, escaped: Bool)? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count {
            // Eight bytes to a test while there are eight: the plain ones are stepped over and
            // the first that is not (the closing quote, most often) is looked at below.
            if bytes.count - position >= 8 {
                let plain = Self.plainPrefix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self)))
                position += plain
                if plain == 8 { continue }
            }
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

    // MARK: - Values

    /// Any value at `depth` (the top level is 1), with the whitespace around it.
    package mutating func value(depth: Int) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { return false }
        let valid: Bool
        switch bytes[position] {
        case UInt8(ascii: "{"): valid = object(depth: depth) { _, _ in true }
        case UInt8(ascii: "["): valid = array(depth: depth)
        case UInt8(ascii: "\""): valid = string() != nil
        case UInt8(ascii: "t"): valid = skip("true")
        case UInt8(ascii: "f"): valid = skip("false")
        case UInt8(ascii: "n"): valid = skip("null")
        default: valid = number()
        }
        guard valid else { return false }
        skipWhitespace()
        return true
    }

    /// An object at `depth`, here after any whitespace; `member` sees each member's key (its
    /// contents, without escapes: a key with one is left to the parser, as "a" and "\u0061" are
    /// one key) and value (without the whitespace around it) once both are vouched for, and
    /// refuses the object by returning false.
    package mutating func object(depth: Int, member: (_ key: Range<Int>, _ value: Range<Int>) -> Bool) -> Bool {
        guard depth <= maxDepth, position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return true
        }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.stackKeyCapacity) { keys in
            members(depth: depth, keys: keys, member: member)
        }
    }

    /// An object's members, from its first key to its closing brace; `keys` holds the first of
    /// its keys (uninitialised: `Range<Int>` is trivial, so nothing is to deinitialise).
    private mutating func members(depth: Int, keys: UnsafeMutableBufferPointer<Range<Int>>,
                                  member: (_ key: Range<Int>, _ value: Range<Int>) -> Bool) -> Bool {
        var keyCount = 0
        var moreKeys: [Range<Int>] = []
        while true {
            skipWhitespace()
            guard let (key, escaped) = string(), !escaped else { return false }
            var earlier = 0
            while earlier < min(keyCount, keys.count) {
                guard !equal(keys[earlier], key) else { return false }
                earlier += 1
            }
            for other in moreKeys where equal(other, key) { return false }
            if keyCount < keys.count { keys.initializeElement(at: keyCount, to: key) } else { moreKeys.append(key) }
            keyCount += 1
            skipWhitespace()
            guard skip(byte: UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            let start = position
            guard value(depth: depth + 1) else { return false }
            var end = position
            while end > start, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
            guard member(key, start..<end), position < bytes.count else { return false }
            let separator = bytes[position]
            position += 1
            if separator == UInt8(ascii: "}") { return true }
            guard separator == UInt8(ascii: ",") else { return false }
        }
    }

    private mutating func array(depth: Int) -> Bool {
        guard depth <= maxDepth else { return false }
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

    // MARK: - Comparing

    private func equal(_ key: Range<Int>, _ other: Range<Int>) -> Bool {
        guard key.count == other.count else { return false }
        var offset = 0
        while offset < key.count {
            guard bytes[key.lowerBound + offset] == bytes[other.lowerBound + offset] else { return false }
            offset += 1
        }
        return true
    }

    /// How many of the eight bytes of `word` (the first in its lowest byte) stand for themselves in
    /// a string before one that does not: printable ASCII (0x20 to 0x7E) but `"` and `\`. Each
    /// test marks a byte's high bit; a mark may spill into bytes above a marked one, never below
    /// it, so the lowest mark is exact.
    package static func plainPrefix(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
        let control = (word &- ones &* 0x20) & ~word & highBits
        // 0x7F reaches the high bit when its low seven bits gain one; 0x80 and up have it.
        let pastTilde = (((word & ~highBits) &+ ones) | word) & highBits
        let quote = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
        let backslash = hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
        return (control | pastTilde | quote | backslash).trailingZeroBitCount / 8
    }

    package static func isWhitespace(_ byte: UInt8) -> Bool {
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

}
