#if canImport(Glibc)
internal import Glibc
#endif
internal import CJansson

// A large message costs what is resident at once. Parsed from a buffer held whole, a 10 MB string
// is there three times while jansson lexes it (the input, jansson's token buffer, the decoded
// string): jansson alone adds twice the message. Fed through a callback instead, jansson reads the
// input in slices, and the pages it has read are handed back to the system as it goes, so the
// input shrinks while jansson's copy grows.

/// What `JSONValue.parse(releasingReadPagesOf:options:)` returns.
package struct ReleasingParse: Sendable {
    package var result: Result<JSONValue, JSONParseError>
    /// Whether the input bytes are still what they were: false once any page was released, after
    /// which they read as zeros and must not be read again (no second look for a precise error).
    package var inputIntact: Bool
}

extension JSONValue {
    /// Inputs shorter than this are parsed in place and left intact; from this size on, the pages
    /// already read are released as the parser goes.
    package static let releaseThreshold = 1 << 20

    /// Parses like `init(parsing:options:)`, but may give the memory of `bytes` back to the system
    /// as the parser reads it (`madvise(MADV_DONTNEED)`, whole pages only), when the input is at
    /// least `releaseThreshold` bytes. The caller must own those pages (a private buffer, not a
    /// mapped file) and read none of these bytes afterwards unless `inputIntact` says so.
    ///
    /// An error deeper than the parser's own limit but within jansson's is then reported without
    /// its position, since finding it would mean reading the bytes again.
    package static func parse(releasingReadPagesOf bytes: UnsafeMutableRawBufferPointer,
                              options: JSONParseOptions = .default) -> ReleasingParse {
        guard bytes.count >= releaseThreshold, bytes.count <= options.maxBytes, let base = bytes.baseAddress else {
            let result = Result { () throws(JSONParseError) in try JSONValue(parsing: UnsafeRawBufferPointer(bytes), options: options) }
            return ReleasingParse(result: result, inputIntact: true)
        }
        // Checked first, as the released bytes cannot be looked at again after a failure.
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            let failure = JSONParseError(reason: .emptyInput, message: "empty input: expected a JSON value", line: 1, column: 1, offset: 0)
            return ReleasingParse(result: .failure(failure), inputIntact: true)
        }
        var source = ReleasingSource(base: base, count: bytes.count)
        var error = json_error_t()
        let root = withUnsafeMutablePointer(to: &source) { pointer in
            json_load_callback({ buffer, length, data in
                guard let buffer, let data else { return 0 }
                return data.assumingMemoryBound(to: ReleasingSource.self).pointee.copy(into: buffer, length: length)
            }, pointer, cjansson_decode_flags(), &error)
        }
        let intact = source.releasedUpTo == 0
        guard let root else {
            return ReleasingParse(result: .failure(JSONParseError(jansson: error)), inputIntact: intact)
        }
        defer { cjansson_decref(root) }
        guard let value = JSONValue(converting: root, maxDepth: options.maxDepth) else {
            let failure = intact
                ? JSONParseError.tooDeep(in: UnsafeRawBufferPointer(bytes), limit: options.maxDepth)
                : JSONParseError(reason: .tooDeep, message: "nesting deeper than \(options.maxDepth) levels",
                                 line: 1, column: 1, offset: 0)
            return ReleasingParse(result: .failure(failure), inputIntact: intact)
        }
        return ReleasingParse(result: .success(value), inputIntact: intact)
    }
}

/// The input jansson pulls from: hands out the next slice and releases the pages behind it.
private struct ReleasingSource {
    let base: UnsafeMutableRawPointer
    let count: Int
    var position = 0
    /// Offset up to which the pages were released (a page boundary), 0 while none was.
    var releasedUpTo = 0
    let page = max(Int(sysconf(Int32(_SC_PAGESIZE))), 1)
    static let slice = 64 << 10

    mutating func copy(into buffer: UnsafeMutableRawPointer, length: Int) -> Int {
        let taken = min(length, count - position)
        buffer.copyMemory(from: base + position, byteCount: taken)
        position += taken
        releaseReadPages()
        return taken
    }

    /// Releases the whole pages between the last release and what was read once they amount to
    /// `slice`: rarely enough that the system calls cost nothing beside the parse, often enough
    /// that little of what was read is still held when jansson's copies of it are complete.
    private mutating func releaseReadPages() {
        let address = Int(bitPattern: base)
        let from = (address + releasedUpTo + page - 1) / page * page
        let to = (address + position) / page * page
        guard to - from >= Self.slice else { return }
        if madvise(UnsafeMutableRawPointer(bitPattern: from), to - from, Int32(MADV_DONTNEED)) == 0 {
            releasedUpTo = to - address
        }
    }
}
