import JSON

// MARK: - EncodedAnswer

/// A plugin's answer read without building it, so that its result's bytes go on to the client as
/// they came (the client's id spliced in by the reply): parsing every answer into values and
/// encoding it again cost the plugin hop more than the plugin's own work.
///
/// Only what the scan can vouch for takes this way: the exact shape a uistate server writes,
/// `{"jsonrpc":"2.0","id":N,"result":R}`, with R valid JSON by `JSONScanner`'s conservative
/// reading (ASCII strings without `\u0000` or surrogate escapes, integers of at most 18 digits,
/// modest nesting, no key twice in an object) and, when R is an object, none of the members the
/// host rewrites (`storeId`, `subscription`, `stores`). Anything else is parsed in full as before, so every
/// fault a plugin can make is found and reported as it always was.
package struct EncodedAnswer: Equatable {
    /// The host's id of the request answered.
    package let id: Int64
    /// Where the result's bytes are in the body.
    package let result: Range<Int>

    package init?(scanning body: UnsafeRawBufferPointer) {
        var slots: [(range: Range<Int>, kind: JSONShape.Kind)]?
        self.init(scanning: body, slots: &slots)
    }

    init(id: Int64, result: Range<Int>) {
        self.id = id
        self.result = result
    }

    /// As `init(scanning:)`, noting in `slots` (unless nil) the values a `JSONShape` of the
    /// answer leaves free: its id, then its result's members that are strings or integers.
    init?(scanning body: UnsafeRawBufferPointer, slots: inout [(range: Range<Int>, kind: JSONShape.Kind)]?) {
        var scanner = JSONScanner(bytes: body)
        guard scanner.skip(Self.head) else { return nil }
        let idStart = scanner.position
        guard let id = scanner.integer() else { return nil }
        slots?.append((idStart..<scanner.position, .integer(signed: false)))
        guard scanner.skip(Self.resultKey) else { return nil }
        scanner.skipWhitespace()
        let start = scanner.position
        let vouched: Bool
        if start < body.count, body[start] == UInt8(ascii: "{") {
            // Refused as soon as a member the host prefixes is seen.
            vouched = scanner.object(depth: 1) { key, value in
                guard !Self.isRewritten(UnsafeRawBufferPointer(rebasing: body[key])) else { return false }
                if slots != nil, let kind = JSONShape.kind(ofValue: value, in: body) { slots?.append((value, kind)) }
                return true
            }
            scanner.skipWhitespace()
        } else {
            vouched = scanner.value(depth: 1)
        }
        guard vouched else { return nil }
        var end = scanner.position
        while end > start, JSONScanner.isWhitespace(body[end - 1]) { end -= 1 }
        guard scanner.skip(byte: UInt8(ascii: "}")), scanner.atEnd() else { return nil }
        self.id = id
        result = start..<end
    }

    private static let head: StaticString = #"{"jsonrpc":"2.0","id":"#
    private static let resultKey: StaticString = #","result":"#
    /// Whether `key` is a member of a result the host puts its plugin prefix on
    /// (`PluginRewriting.prefixIDs`): `storeId`, `subscription` or `stores`. Compared by length
    /// first, with literals (no arrays to initialise): every member of every answer is asked about.
    static func isRewritten(_ key: UnsafeRawBufferPointer) -> Bool {
        switch key.count {
        case 7: key.elementsEqual(bytes("storeId"))
        case 12: key.elementsEqual(bytes("subscription"))
        case 6: key.elementsEqual(bytes("stores"))
        default: false
        }
    }

    private static func bytes(_ literal: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }
}
