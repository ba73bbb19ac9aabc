internal import JSON

// An id longer than `RequestID.maxStringBytes` is refused whatever the message's size (see
// `ClassifiedMessage`). For a large frame the refusal is also what keeps memory bounded: jansson
// keeps a string twice while it lexes it (its token buffer, then the decoded copy), and the id
// would then be copied into a Swift string and into the reply. So before such a frame is parsed,
// the over-long ids it holds are blanked in place: `"id":"xxx…x"` becomes `"id":""` followed by
// spaces, which is valid JSON exactly when the original was, at the same byte offsets. Only an id
// whose text is a valid JSON string is blanked; anything else is left for jansson to report.

/// Where a frame's over-long ids were blanked before parsing, and how long each was.
package struct OverlongIDs: Sendable, Equatable {
    /// The decoded length in bytes of each blanked id, by the element that held it: `nil` for the
    /// frame's single object, else the element's index in the batch.
    package var lengths: [Int?: Int] = [:]
    /// Columns the blanking added after each blanked id, up to the end of its line: jansson counts
    /// a column per character, and a blanked multi-byte character became one space per byte.
    var columnShifts: [ColumnShift] = []

    struct ColumnShift: Sendable, Equatable {
        var from: Int
        var toLineEnd: Int
        var columns: Int
    }

    package var isEmpty: Bool { lengths.isEmpty }

    /// Blanks, in place, the over-long string ids of the top-level object or of the objects of a
    /// top-level array. Reads no further than the structure it needs; stops at anything unexpected.
    package static func blank(in body: UnsafeMutableRawBufferPointer, limit: Int = RequestID.maxStringBytes) -> OverlongIDs {
        var scanner = Scanner(bytes: body, limit: limit)
        scanner.scanFrame()
        return scanner.found
    }

    /// A parse error's column as the original bytes would have given it.
    func originalColumn(_ column: Int, atOffset offset: Int) -> Int {
        columnShifts.reduce(column) { column, shift in
            offset >= shift.from && offset < shift.toLineEnd ? column - shift.columns : column
        }
    }
}

private struct Scanner {
    let bytes: UnsafeMutableRawBufferPointer
    let limit: Int
    var found = OverlongIDs()

    init(bytes: UnsafeMutableRawBufferPointer, limit: Int) {
        self.bytes = bytes
        self.limit = limit
    }

    mutating func scanFrame() {
        var index = skipWhitespace(0)
        guard index < bytes.count else { return }
        if bytes[index] == UInt8(ascii: "{") {
            _ = scanObject(at: index, element: nil)
            return
        }
        guard bytes[index] == UInt8(ascii: "[") else { return }
        index = skipWhitespace(index + 1)
        var element = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            let end = bytes[index] == UInt8(ascii: "{") ? scanObject(at: index, element: element) : skipValue(at: index)
            guard let end else { return }
            index = skipWhitespace(end)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return }
            index = skipWhitespace(index + 1)
            element += 1
        }
    }

    /// Scans the object opening at `start` and blanks its over-long `"id"`; returns the index past
    /// its closing brace, or nil when the bytes are not what an object needs.
    private mutating func scanObject(at start: Int, element: Int?) -> Int? {
        var index = skipWhitespace(start + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return index + 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            guard let keyEnd = skipString(at: index) else { return nil }
            // The key spelled plainly; one spelled with escapes is left to the classifier.
            let isID = keyEnd - index == 4 && bytes[index + 1] == UInt8(ascii: "i") && bytes[index + 2] == UInt8(ascii: "d")
            index = skipWhitespace(keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = skipWhitespace(index + 1)
            guard index < bytes.count else { return nil }
            if isID, bytes[index] == UInt8(ascii: "\"") {
                guard let end = skipString(at: index) else { return nil }
                blankIfOverlong(from: index, to: end, element: element)
                index = end
            } else {
                guard let end = skipValue(at: index) else { return nil }
                index = end
            }
            index = skipWhitespace(index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return index + 1 }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipWhitespace(index + 1)
        }
        return nil
    }

    /// Blanks the string literal in `start..<end` (quotes included) when its text is a valid JSON
    /// string that decodes to more than `limit` bytes.
    private mutating func blankIfOverlong(from start: Int, to end: Int, element: Int?) {
        let content = UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
        guard let decoded = JSONStringText.decodedLength(of: content), decoded.bytes > limit else { return }
        bytes[start + 1] = UInt8(ascii: "\"")
        for index in (start + 2)..<end { bytes[index] = UInt8(ascii: " ") }
        found.lengths[element] = decoded.bytes
        // Each character became as many spaces as it had bytes.
        let added = (end - start - 2) - decoded.columns
        guard added > 0 else { return }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
        found.columnShifts.append(.init(from: end, toLineEnd: lineEnd, columns: added))
    }

    private func skipWhitespace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return index
            }
        }
        return index
    }

    /// The index past the string literal opening at `start`, or nil when it does not end.
    private func skipString(at start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index past the value starting at `start` (not validated: jansson does that), or nil
    /// when the input ends inside it.
    private func skipValue(at start: Int) -> Int? {
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return skipString(at: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = skipString(at: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default: break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return index
                default: index += 1
                }
            }
            return index
        }
    }
}
