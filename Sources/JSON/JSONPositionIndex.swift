/// Where each value of a JSON text starts, by JSON Pointer: so that an error found after parsing
/// (a schema violation, a failed decoding, a scenario step) can name a line and column.
///
/// Built by a second, lenient scan of text that already parsed: it does not validate, it only
/// follows strings, brackets, commas and colons. Lines and columns are 1-based and the column
/// counts Unicode scalars, as ``JSONParseError`` does. For an object member the position is the
/// member's key (where a reader's eye goes); the value's own start is ``valuePosition(of:)``.
///
/// ```swift
/// let index = JSONPositionIndex(text: "{\n  \"steps\": [\n    {\"tap\": 1}\n  ]\n}")
/// index.position(of: try JSONPointer(parsing: "/steps/0/tap"))   // line 3, column 6
/// ```
public struct JSONPositionIndex: Sendable {
    /// A place in the text.
    public struct Position: Sendable, Hashable, CustomStringConvertible {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int
        /// 0-based byte offset.
        public var offset: Int

        public init(line: Int, column: Int, offset: Int) {
            self.line = line
            self.column = column
            self.offset = offset
        }

        /// `line:column`
        public var description: String { "\(line):\(column)" }
    }

    private var keys: [JSONPointer: Position] = [:]
    private var values: [JSONPointer: Position] = [:]

    /// Indexes `text`. Text that is not JSON gives a partial index, never a trap.
    public init(text: String) {
        var scanner = PositionScanner(bytes: Array(text.utf8))
        scanner.scanValue(at: .root)
        keys = scanner.keys
        values = scanner.values
    }

    /// An index built by another reader (the YAML reader) that knows where each member key and
    /// each value starts.
    public init(keys: [JSONPointer: Position], values: [JSONPointer: Position]) {
        self.keys = keys
        self.values = values
    }

    /// The position of the member key (for a member) or of the value at `pointer`; when nothing
    /// is there (a missing member), the position of the nearest ancestor that exists.
    public func position(of pointer: JSONPointer) -> Position? {
        var current = pointer
        while true {
            if let key = keys[current] { return key }
            if let value = values[current] { return value }
            guard let (parent, _) = current.parentAndLast else { return nil }
            current = parent
        }
    }

    /// Where the value at `pointer` starts, if it exists.
    public func valuePosition(of pointer: JSONPointer) -> Position? {
        values[pointer]
    }
}

// MARK: - PositionScanner

/// The lenient scanner behind ``JSONPositionIndex``; tracks line and scalar column as it goes.
private struct PositionScanner {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var column = 1
    var keys: [JSONPointer: Position] = [:]
    var values: [JSONPointer: Position] = [:]

    typealias Position = JSONPositionIndex.Position

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // Every value but the root follows a `[`, `,` or `:`, and every key a `:` (counted inside
        // strings too: an over-estimate). Reserved up front, since growing the tables rehashed
        // every pointer so far and was over half of building the index.
        var separators = 0
        var colons = 0
        for byte in bytes {
            if byte == UInt8(ascii: ":") { colons += 1 } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") { separators += 1 }
        }
        keys.reserveCapacity(colons)
        values.reserveCapacity(1 + colons + separators)
    }

    var here: Position { Position(line: line, column: column, offset: offset) }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func advance() {
        guard let byte = current else { return }
        offset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            // Continuation bytes belong to the scalar already counted.
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    mutating func scanValue(at pointer: JSONPointer) {
        skipWhitespace()
        guard let byte = current else { return }
        values[pointer] = here
        switch byte {
        case UInt8(ascii: "{"): scanObject(at: pointer)
        case UInt8(ascii: "["): scanArray(at: pointer)
        case UInt8(ascii: "\""): _ = scanString()
        default: scanScalar()
        }
    }

    mutating func scanObject(at pointer: JSONPointer) {
        advance()
        while true {
            skipWhitespace()
            guard let byte = current else { return }
            if byte == UInt8(ascii: "}") { advance(); return }
            if byte == UInt8(ascii: ",") { advance(); continue }
            guard byte == UInt8(ascii: "\"") else { advance(); continue }
            let keyPosition = here
            let key = scanString()
            let member = pointer.appending(key)
            keys[member] = keyPosition
            skipWhitespace()
            if current == UInt8(ascii: ":") { advance() }
            scanValue(at: member)
        }
    }

    mutating func scanArray(at pointer: JSONPointer) {
        advance()
        var index = 0
        while true {
            skipWhitespace()
            guard let byte = current else { return }
            if byte == UInt8(ascii: "]") { advance(); return }
            if byte == UInt8(ascii: ",") { advance(); continue }
            scanValue(at: pointer.appending(index))
            index += 1
        }
    }

    /// Reads a string token and returns its decoded text (escapes resolved, so that keys match
    /// the pointer tokens of the parsed document).
    mutating func scanString() -> String {
        advance()
        var raw: [UInt8] = [UInt8(ascii: "\"")]
        while let byte = current {
            if byte == UInt8(ascii: "\\") {
                raw.append(byte)
                advance()
                if let escaped = current { raw.append(escaped); advance() }
                continue
            }
            advance()
            if byte == UInt8(ascii: "\"") { break }
            raw.append(byte)
        }
        raw.append(UInt8(ascii: "\""))
        if !raw.contains(UInt8(ascii: "\\")) {
            return String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
        }
        return (try? JSONValue(parsing: raw))?.stringValue ?? String(decoding: raw.dropFirst().dropLast(), as: UTF8.self)
    }

    mutating func scanScalar() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return
            default: advance()
            }
        }
    }
}
