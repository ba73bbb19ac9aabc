/// How a document is written out.
public struct JSONWriteOptions: Sendable, Equatable {
    /// Members in ascending byte order of their keys instead of insertion order.
    public var sortedKeys: Bool
    /// Two-space indentation and a space after each colon, for people and golden files.
    public var pretty: Bool

    public init(sortedKeys: Bool = false, pretty: Bool = false) {
        self.sortedKeys = sortedKeys
        self.pretty = pretty
    }

    /// One line, no spaces, members in insertion order: the wire format.
    public static let compact = JSONWriteOptions()
    /// One line, members sorted: byte-identical for equal values.
    public static let canonical = JSONWriteOptions(sortedKeys: true)
    /// Indented with sorted members: stable diffs in golden files.
    public static let pretty = JSONWriteOptions(sortedKeys: true, pretty: true)
}

extension JSONValue {
    /// The document as UTF-8 bytes.
    ///
    /// Doubles are written in the shortest form that reads back as the same value (`0.1`, not
    /// jansson's `0.10000000000000001`), always with a `.` or an exponent so they stay doubles.
    /// Infinities and NaN have no JSON form and are written as `null`.
    public func serialized(_ options: JSONWriteOptions = .compact) -> [UInt8] {
        var writer = JSONWriter(options: options)
        writer.write(self, indent: 0)
        return writer.bytes
    }

    /// The document as a string; see `serialized(_:)`.
    public func serializedString(_ options: JSONWriteOptions = .compact) -> String {
        String(decoding: serialized(options), as: UTF8.self)
    }

    /// Appends the serialized document to `bytes`, saving a copy on hot paths such as framing.
    public func write(to bytes: inout [UInt8], options: JSONWriteOptions = .compact) {
        // `bytes` is the caller's, with its own room: reserving more here would allocate an
        // array only to drop it at the swap.
        var writer = JSONWriter(options: options, reserving: 0)
        swap(&writer.bytes, &bytes)
        writer.write(self, indent: 0)
        swap(&writer.bytes, &bytes)
    }
}

/// A byte-level writer. Hand-written rather than jansson's `json_dumps` because building a second
/// jansson tree to serialize measured 40% slower, and jansson prints doubles with `%.17g`.
struct JSONWriter {
    var bytes: [UInt8] = []
    let options: JSONWriteOptions

    init(options: JSONWriteOptions, reserving capacity: Int = 256) {
        self.options = options
        if capacity > 0 { bytes.reserveCapacity(capacity) }
    }

    mutating func write(_ value: JSONValue, indent: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .integer(let number): writeInteger(number)
        case .double(let number): writeDouble(number)
        case .string(let text): writeString(text)
        case .array(let elements): writeArray(elements, indent: indent)
        case .object(let object): writeObject(object, indent: indent)
        }
    }

    private mutating func writeArray(_ elements: [JSONValue], indent: Int) {
        guard !elements.isEmpty else { return append("[]") }
        bytes.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            write(element, indent: indent + 1)
        }
        newline(indent)
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: JSONObject, indent: Int) {
        guard !object.isEmpty else { return append("{}") }
        bytes.append(UInt8(ascii: "{"))
        var first = true
        func member(_ key: String, _ value: JSONValue, _ writer: inout JSONWriter) {
            if !first { writer.bytes.append(UInt8(ascii: ",")) }
            first = false
            writer.newline(indent + 1)
            writer.writeString(key)
            writer.bytes.append(UInt8(ascii: ":"))
            if writer.options.pretty { writer.bytes.append(UInt8(ascii: " ")) }
            writer.write(value, indent: indent + 1)
        }
        if options.sortedKeys {
            for (key, value) in object.sortedMembers { member(key, value, &self) }
        } else {
            for (key, value) in object { member(key, value, &self) }
        }
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func newline(_ indent: Int) {
        guard options.pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func writeInteger(_ number: Int64) {
        if number >= 0, number < 10 { return bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: number)) }
        let count = number.decimalCount
        // Written on the stack and appended at once (at most 20 bytes: 19 digits and a sign).
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            guard let base = buffer.baseAddress else { return }
            base.storeDecimal(number, count: count)
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: base, count: count))
        }
    }

    private mutating func writeDouble(_ number: Double) {
        guard number.isFinite else { return append("null") }
        // Swift's description is the shortest round-tripping form; it keeps ".0" on integral
        // values and writes exponents as "1e-05" / "1e+20", all valid JSON.
        let text = number.description
        bytes.append(contentsOf: text.utf8)
    }

    mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        writeStringContents(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` escaped, without its quotes. Escaping goes byte by byte, so the contents of two
    /// strings written one after the other are those of the two joined.
    mutating func writeStringContents(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // A large string is reserved for at once, with room for what follows it: appended
            // bare, it would leave the array full and the next byte would copy it all to grow.
            if utf8.count >= Self.largeString, bytes.capacity - bytes.count < utf8.count + 1 {
                bytes.reserveCapacity(Swift.max(bytes.count + utf8.count + Self.largeString, bytes.capacity * 2))
            }
            var runStart = 0
            for (position, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
                runStart = position + 1
                writeEscape(byte)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// Strings from this size on reserve their room before being appended.
    static let largeString = 64 << 10

    private mutating func writeEscape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: bytes.append(UInt8(ascii: "\""))
        case 0x5C: bytes.append(UInt8(ascii: "\\"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}

extension JSONValue: CustomStringConvertible {
    public var description: String { serializedString() }
}
