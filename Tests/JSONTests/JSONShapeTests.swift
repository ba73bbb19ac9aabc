import JSON
import Testing

/// A vouched message's bytes as the pattern of the next (`JSONShape`): a message that matches
/// is one the full scan vouches for, with its slots' values where the scan reads them; one that
/// differs anywhere but in a slot's value does not match.
@Suite struct JSONShapeTests {
    /// `{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}` with slots for the
    /// id, the name and the count (as `JSONShape.kind(ofValue:in:)` picks them).
    private static let pattern = #"{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#

    private static func shape(_ text: String = pattern) -> JSONShape {
        ShapedPattern(text).shape
    }

    /// The slots' values as text (and integers), or nil when `text` does not match.
    private func values(_ text: String, of shape: JSONShape = shape()) -> [String]? {
        Array(text.utf8).withUnsafeBytes { body in
            withUnsafeTemporaryAllocation(of: JSONShape.Value.self, capacity: shape.slotCount) { values in
                guard shape.match(body, values: values) else { return nil }
                return values.map { value in
                    let text = String(decoding: body[value.range], as: UTF8.self)
                    return value.integer == 0 ? text : "\(text)=\(value.integer)"
                }
            }
        }
    }

    @Test func slotsAreTheStringAndIntegerMembers() {
        #expect(values(Self.pattern) == ["7=7", #""tally-1""#, "12=12"])
    }

    @Test func slotsThatAreNotValuesOfTheirKindsMakeNoShape() {
        Array(#"{"a":"x","b":12,"c":1.5}"#.utf8).withUnsafeBytes { body in
            #expect(JSONShape(body, slots: [(5..<8, .string(escapes: true, maxCount: .max)), (13..<15, .integer(signed: false))]) != nil)
            #expect(JSONShape(body, slots: [(13..<15, .integer(signed: false)), (5..<8, .string(escapes: true, maxCount: .max))]) == nil,
                    "out of order")
            #expect(JSONShape(body, slots: [(5..<8, .integer(signed: true))]) == nil, "a string is no integer")
            #expect(JSONShape(body, slots: [(13..<14, .integer(signed: true))]) == nil, "part of an integer")
            #expect(JSONShape(body, slots: [(20..<23, .integer(signed: true))]) == nil, "a real is no integer")
            #expect(JSONShape(body, slots: [(5..<8, .string(escapes: true, maxCount: 0))]) == nil, "longer than its slot takes")
            #expect(JSONShape(body, slots: [(20..<30, .integer(signed: true))]) == nil, "past the end")
        }
    }

    @Test func aMessageWithOtherValuesInItsSlotsMatches() {
        #expect(values(#"{"id":123456,"name":"x","count":-4,"flags":[true,null],"real":1.5}"#)
            == ["123456=123456", #""x""#, "-4=-4"])
        #expect(values(#"{"id":0,"name":"esc \" \u00e9 \n","count":999999999999999999,"flags":[true,null],"real":1.5}"#)
            == ["0", #""esc \" \u00e9 \n""#, "999999999999999999=999999999999999999"])
        #expect(values(#"{"id":7,"name":"","count":12,"flags":[true,null],"real":1.5}"#) == ["7=7", #""""#, "12=12"])
    }

    @Test(arguments: [
        // Fixed bytes changed: other keys, values, layout, more or fewer members.
        #"{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.6}"#,
        #"{"id":7,"name":"tally-1","count":12,"flags":[false,null],"real":1.5}"#,
        #"{"id":7,"nam":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7, "name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5,"id":8}"#,
        #"{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5} "#,
        #"{"id":7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5"#,
        #"{"id":7,"name":"tally-1","count":12,"flags":[true,null]}"#,
        // A slot's value not of its kind, or not one the scanner vouches for.
        #"{"id":"7","name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7.5,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7e1,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":07,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":1234567890123456789,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":7,"count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":"caf\#u{e9}","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":"\u0000","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":"\x","count":12,"flags":[true,null],"real":1.5}"#,
        #"{"id":7,"name":"tally-1","count":123,"flags":[true,null],"real":1.5}x"#,
        #"{"id":7,"name":"tally-1","count":12","flags":[true,null],"real":1.5}"#,
        // The pattern's own bytes in a slot, but a longer value.
        #"{"id":7 7,"name":"tally-1","count":12,"flags":[true,null],"real":1.5}"#,
    ])
    func aMessageThatDiffersElsewhereDoesNotMatch(_ text: String) {
        #expect(values(text) == nil)
    }

    @Test func positionsAfterASlotMoveWithItsValue() throws {
        let shape = Self.shape()
        let text = #"{"id":1234,"name":"a","count":12,"flags":[true,null],"real":1.5}"#
        let pattern = Array(Self.pattern.utf8)
        let flags = try #require(Self.pattern.utf8.firstIndex(of: UInt8(ascii: "["))).utf16Offset(in: Self.pattern)
        Array(text.utf8).withUnsafeBytes { body in
            withUnsafeTemporaryAllocation(of: JSONShape.Value.self, capacity: shape.slotCount) { values in
                #expect(shape.match(body, values: values))
                #expect(shape.position(of: 0, values: values) == 0)
                #expect(shape.position(of: 6, values: values) == 6, "the id's own start")
                #expect(shape.position(of: flags, values: values) == flags + 3 - 6)
                #expect(body[shape.position(of: flags, values: values)] == UInt8(ascii: "["))
                #expect(shape.position(of: pattern.count, values: values) == body.count)
            }
        }
    }

    /// Messages made from the pattern by random edits: each one that matches is vouched for by
    /// the full scan, with the slots' values where it reads them; and many of them match.
    @Test func whatMatchesTheFullScanVouchesFor() {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        let pieces = Array(#"0123456789-"\{}[],: .eaE"#.utf8) + [0x00, 0x7F, 0xC3]
        let shape = Self.shape()
        var matched = 0
        for _ in 0..<20_000 {
            var bytes = Array(Self.pattern.utf8)
            for _ in 0...next(3) {
                let at = next(bytes.count + 1)
                switch next(3) {
                case 0: bytes.insert(pieces[next(pieces.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = pieces[next(pieces.count)] }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard Array(text.utf8) == bytes, let found = values(text, of: shape) else { continue }
            matched += 1
            var scanned: [String] = []
            let vouched = bytes.withUnsafeBytes { body in
                var scanner = JSONScanner(bytes: body)
                let object = scanner.object(depth: 1) { _, value in
                    if JSONShape.kind(ofValue: value, in: body) != nil {
                        scanned.append(String(decoding: body[value], as: UTF8.self))
                    }
                    return true
                }
                return object && scanner.atEnd()
            }
            #expect(vouched, "matched but not vouched for: \(text)")
            #expect(found.map { $0.split(separator: "=").first.map(String.init) ?? $0 } == scanned, "\(text)")
        }
        #expect(matched > 500)
    }
}
