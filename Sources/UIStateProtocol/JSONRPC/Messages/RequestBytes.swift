internal import JSON

// MARK: - RequestBytes

/// A request read from its frame's bytes without parsing them, so that a handler that only
/// passes it on (to a plugin) can send its params as they came: parsing the request and
/// encoding it again cost a forwarded request about as much as the plugin's own work.
///
/// Only the shape clients write is read, `{"jsonrpc":"2.0","id":ID,"method":"M","params":{…}}`
/// in that order (whitespace between tokens allowed), with ID an integer or a string of printable
/// ASCII without escapes (at most `RequestID.maxStringBytes`), M without escapes, params an
/// object that `JSONScanner` vouches for within the parse's nesting limit, and the member that
/// routes it (`storeId`) a string without escapes. Such a frame parses, and classifies as a valid
/// request with this id, method and params; anything else is left to the parse, so every
/// malformed frame gets the error it always got.
package struct RequestBytes {
    /// The frame's body: valid only while the frame is being handled.
    package let body: UnsafeRawBufferPointer
    package let id: RequestID
    package let method: String
    /// Where the method's name is in `body`, between its quotes.
    let methodRange: Range<Int>
    /// Where the params object is in `body`.
    package let params: Range<Int>
    /// Where the routing member's string is in `body`, between its quotes.
    package let route: Range<Int>

    /// A frame read as far as its params: what picks the handler.
    package struct Head {
        package let id: RequestID
        package let method: String
        fileprivate let methodRange: Range<Int>
        /// Where the id is in the frame (a string's quotes included).
        fileprivate let idRange: Range<Int>
        fileprivate var scanner: JSONScanner
    }

    /// The id and method of a frame in the shape above, or nil.
    ///
    /// - Parameter maxDepth: the parse's nesting limit (`JSONParseOptions.maxDepth`).
    package static func head(of body: UnsafeRawBufferPointer, maxDepth: Int) -> Head? {
        var scanner = JSONScanner(bytes: body, maxDepth: maxDepth)
        scanner.skipWhitespace()
        guard scanner.skip(byte: UInt8(ascii: "{")), member(Self.jsonrpcKey, &scanner), scanner.skip(Self.version),
              separator(&scanner), member(Self.idKey, &scanner) else { return nil }
        let idStart = scanner.position
        guard let id = requestID(&scanner) else { return nil }
        let idRange = idStart..<scanner.position
        guard separator(&scanner), member(Self.methodKey, &scanner),
              let (method, escaped) = scanner.string(), !escaped, !method.isEmpty,
              separator(&scanner), member(Self.paramsKey, &scanner)
        else { return nil }
        return Head(id: id, method: String(decoding: UnsafeRawBufferPointer(rebasing: body[method]), as: UTF8.self), methodRange: method,
                    idRange: idRange, scanner: scanner)
    }

    /// The whole frame, its params holding `key` as a string without escapes; nil otherwise.
    package init?(_ head: Head, routedBy key: [UInt8]) {
        var slots: [(range: Range<Int>, kind: JSONShape.Kind)]?
        self.init(head, routedBy: key, slots: &slots)
    }

    /// As `init(_:routedBy:)`, noting in `slots` (unless nil) the values a `JSONShape` of the
    /// frame leaves free: the id (as read here), then the params' members that are strings or
    /// integers, the route's a string without escapes.
    init?(_ head: Head, routedBy key: [UInt8], slots: inout [(range: Range<Int>, kind: JSONShape.Kind)]?) {
        var scanner = head.scanner
        let body = scanner.bytes
        let start = scanner.position
        var route: Range<Int>?
        if case .integer = head.id {
            slots?.append((head.idRange, .integer(signed: true)))
        } else {
            slots?.append((head.idRange, .string(escapes: false, maxCount: RequestID.maxStringBytes)))
        }
        // The params object is at depth 2, inside the request's.
        guard scanner.object(depth: 2, member: { name, value in
            guard name.count == key.count, Self.equal(body, name, key) else {
                if slots != nil, let kind = JSONShape.kind(ofValue: value, in: body) { slots?.append((value, kind)) }
                return true
            }
            // A string without escapes: its bytes are the id itself.
            guard body[value.lowerBound] == UInt8(ascii: "\""), !Self.holdsBackslash(body, value) else { return false }
            route = (value.lowerBound + 1)..<(value.upperBound - 1)
            slots?.append((value, .string(escapes: false, maxCount: .max)))
            return true
        }), let route else { return nil }
        let end = scanner.position
        scanner.skipWhitespace()
        guard scanner.skip(byte: UInt8(ascii: "}")), scanner.atEnd() else { return nil }
        self.body = body
        id = head.id
        method = head.method
        methodRange = head.methodRange
        params = start..<end
        self.route = route
    }

    /// A frame whose parts are known (`RequestShape`): as `init(_:routedBy:)` would read it.
    init(body: UnsafeRawBufferPointer, id: RequestID, method: String, methodRange: Range<Int>, params: Range<Int>, route: Range<Int>) {
        self.body = body
        self.id = id
        self.method = method
        self.methodRange = methodRange
        self.params = params
        self.route = route
    }

    /// The routing member's string's bytes (printable ASCII, no escapes).
    package var routeBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: body[route])
    }

    /// The routing member's string.
    package var routeText: String {
        String(decoding: UnsafeRawBufferPointer(rebasing: body[route]), as: UTF8.self)
    }

    /// The request as sent on to another server: `id` for its id and `route` for the routing
    /// member's string, its params otherwise the bytes that came.
    package func passedOn(id: Int64, route newRoute: String) -> [UInt8] {
        passedOn(id: id) { bytes in JSONValue.string(newRoute).write(to: &bytes) }
    }

    private func passedOn(id: Int64, writingRoute writeRoute: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + 32)
        writePassedOn(id: id, to: &bytes, writingRoute: writeRoute)
        return bytes
    }

    /// How many bytes `writePassedOn(id:routeFrom:to:)` appends: what a frame's header says
    /// before them.
    package func passedOnCount(id: Int64, routeFrom start: Int) -> Int {
        Self.passedOnHead.utf8CodeUnitCount + RawWriter.decimalCount(id) + Self.passedOnMethod.utf8CodeUnitCount + methodRange.count + 2
            + Self.passedOnParams.utf8CodeUnitCount + params.count - (start - route.lowerBound) + 1
    }

    /// As `passedOn(id:route:)`, appended to `bytes`, the new route being the end of the old
    /// from `start` (an offset in `body` inside `route`): a plugin's store id without the
    /// plugin's prefix. The pieces are copied into a buffer on the stack and appended at once:
    /// an append per piece cost more than the copies.
    package func writePassedOn(id: Int64, routeFrom start: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(byteCount: passedOnCount(id: id, routeFrom: start), alignment: 1) { buffer in
            let count = writePassedOn(id: id, routeFrom: start, into: buffer)
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// As `writePassedOn(id:routeFrom:to:)`, written into `buffer` (`passedOnCount` bytes: a
    /// frame being made, its header before it); returns how many bytes it wrote.
    @discardableResult
    package func writePassedOn(id: Int64, routeFrom start: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        precondition(route.lowerBound <= start && start <= route.upperBound, "the route's end starts inside it")
        var writer = RawWriter(buffer)
        writer.put(Self.raw(Self.passedOnHead))
        writer.putDecimal(id)
        writer.put(Self.raw(Self.passedOnMethod))
        // Printable ASCII without escapes, as read (`head`): its JSON is itself between quotes.
        writer.put(UInt8(ascii: "\""))
        writer.put(UnsafeRawBufferPointer(rebasing: body[methodRange]))
        writer.put(UInt8(ascii: "\""))
        writer.put(Self.raw(Self.passedOnParams))
        // `route` is between the quotes: the string's own quotes are written with the pieces
        // around it.
        writer.put(UnsafeRawBufferPointer(rebasing: body[params.lowerBound..<route.lowerBound]))
        writer.put(UnsafeRawBufferPointer(rebasing: body[start..<params.upperBound]))
        writer.put(UInt8(ascii: "}"))
        return writer.count
    }

    /// Literals and the body's bytes appended as raw buffers: no array to initialise or retain,
    /// and a copy each rather than a walk through a slice.
    private func writePassedOn(id: Int64, to bytes: inout [UInt8], writingRoute writeRoute: (inout [UInt8]) -> Void) {
        bytes.append(contentsOf: Self.raw(Self.passedOnHead))
        RequestID.integer(id).write(to: &bytes)
        bytes.append(contentsOf: Self.raw(Self.passedOnMethod))
        // Printable ASCII without escapes, as read (`head`): its JSON is itself between quotes.
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: method.utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: Self.raw(Self.passedOnParams))
        // `route` is between the quotes: the string's own quotes are written with it.
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: body[params.lowerBound..<(route.lowerBound - 1)]))
        writeRoute(&bytes)
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: body[(route.upperBound + 1)..<params.upperBound]))
        bytes.append(UInt8(ascii: "}"))
    }

    private static let passedOnHead: StaticString = #"{"jsonrpc":"2.0","id":"#
    private static let passedOnMethod: StaticString = #","method":"#
    private static let passedOnParams: StaticString = #","params":"#

    private static func raw(_ literal: StaticString) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    // MARK: - Scanning

    /// Byte loops over the raw buffers: the generic `elementsEqual` and `contains` over slices
    /// cost a forwarded request a few hundred instructions for two seven-byte keys.
    private static func equal(_ body: UnsafeRawBufferPointer, _ range: Range<Int>, _ key: [UInt8]) -> Bool {
        key.withUnsafeBufferPointer { key in
            guard range.count == key.count else { return false }
            var offset = 0
            while offset < key.count {
                guard body[range.lowerBound + offset] == key[offset] else { return false }
                offset += 1
            }
            return true
        }
    }

    private static func holdsBackslash(_ body: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var position = range.lowerBound
        while position < range.upperBound {
            if body[position] == UInt8(ascii: "\\") { return true }
            position += 1
        }
        return false
    }

    /// `"key"` and its colon, with the whitespace around them.
    private static func member(_ key: StaticString, _ scanner: inout JSONScanner) -> Bool {
        scanner.skipWhitespace()
        guard scanner.skip(key) else { return false }
        scanner.skipWhitespace()
        guard scanner.skip(byte: UInt8(ascii: ":")) else { return false }
        scanner.skipWhitespace()
        return true
    }

    private static func separator(_ scanner: inout JSONScanner) -> Bool {
        scanner.skipWhitespace()
        return scanner.skip(byte: UInt8(ascii: ","))
    }

    /// An integer id, or a string id without escapes within the length a string id may have.
    private static func requestID(_ scanner: inout JSONScanner) -> RequestID? {
        if let number = scanner.integer(signed: true) { return .integer(number) }
        guard let (text, escaped) = scanner.string(), !escaped, text.count <= RequestID.maxStringBytes else { return nil }
        return .string(String(decoding: UnsafeRawBufferPointer(rebasing: scanner.bytes[text]), as: UTF8.self))
    }

    private static let jsonrpcKey: StaticString = #""jsonrpc""#
    private static let version: StaticString = #""2.0""#
    private static let idKey: StaticString = #""id""#
    private static let methodKey: StaticString = #""method""#
    private static let paramsKey: StaticString = #""params""#
}
