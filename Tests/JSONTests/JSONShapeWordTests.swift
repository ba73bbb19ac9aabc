import JSON
import Testing

/// `JSONShape.match` compares a message with its pattern eight bytes at a time up to the first
/// difference, and reads the slot the difference falls in: every one-byte edit of patterns of
/// many lengths (a difference in each place of a word, in a last partial word, at a slot's
/// start and end, a message a byte shorter or longer) must read as a plain reading does,
/// fixed runs compared whole and every slot scanned.
@Suite struct JSONShapeWordTests {
    /// Patterns whose slots and fixed runs fall at every offset of a word, of lengths from a few
    /// bytes to a few words, ending in a slot or in fixed bytes.
    private static let patterns: [ShapedPattern] = {
        var texts = [#"{"a":1}"#, #"{"a":""}"#, #"{"a":-7,"b":"x"}"#, #"{"a":[true]}"#]
        for pad in 0..<17 {
            let padding = String(repeating: "p", count: pad)
            texts.append(#"{"id":7,"\#(padding)":"s","n":12}"#)
            texts.append(#"{"id":123,"s":"\#(padding)","f":[true,null],"n":4}"#)
            texts.append(#"{"\#(padding)":5,"t":false}"#)
            texts.append(#"{"a":"\#(padding)","b":"\#(padding)x"}"#)
        }
        return texts.map(ShapedPattern.init)
    }()

    /// The slots' ranges and integers by the plain reading: each fixed run compared whole,
    /// each slot scanned; nil when it does not match.
    private static func plainReading(_ body: [UInt8], _ pattern: ShapedPattern) -> [String]? {
        body.withUnsafeBytes { raw in
            var fixedStart = 0
            var position = 0
            var read: [String] = []
            for slot in pattern.slots {
                let fixed = pattern.bytes[fixedStart..<slot.range.lowerBound]
                guard body.count - position >= fixed.count, body[position..<(position + fixed.count)].elementsEqual(fixed) else { return nil }
                position += fixed.count
                var scanner = JSONScanner(bytes: raw, at: position)
                switch slot.kind {
                case .integer(let signed):
                    guard let number = scanner.integer(signed: signed) else { return nil }
                    read.append("\(position)..<\(scanner.position)=\(number)")
                case .string(let escapes, let maxCount):
                    guard let (contents, escaped) = scanner.string(), escapes || !escaped, contents.count <= maxCount else { return nil }
                    read.append("\(position)..<\(scanner.position)=0")
                }
                position = scanner.position
                fixedStart = slot.range.upperBound
            }
            let rest = pattern.bytes[fixedStart...]
            guard body.count - position == rest.count, body[position...].elementsEqual(rest) else { return nil }
            return read
        }
    }

    /// What the shape reads of `body`, its fixed bytes checked where `position(of:)` puts them.
    private static func shapeReading(_ body: [UInt8], _ pattern: ShapedPattern) -> [String]? {
        body.withUnsafeBytes { raw in
            withUnsafeTemporaryAllocation(of: JSONShape.Value.self, capacity: pattern.shape.slotCount) { values in
                guard pattern.shape.match(raw, values: values) else { return nil }
                var fixed = Set(0...pattern.bytes.count)
                for slot in pattern.slots { fixed.subtract((slot.range.lowerBound + 1)..<slot.range.upperBound) }
                for offset in fixed.sorted() {
                    let position = pattern.shape.position(of: offset, values: values)
                    if offset == pattern.bytes.count {
                        #expect(position == body.count)
                    } else if !pattern.slots.contains(where: { $0.range.lowerBound == offset }) {
                        #expect(position < body.count && body[position] == pattern.bytes[offset], "fixed byte \(offset) misplaced")
                    }
                }
                return values.map { "\($0.range)=\($0.integer)" }
            }
        }
    }

    private static func check(_ body: [UInt8], _ pattern: ShapedPattern) -> Bool {
        let read = shapeReading(body, pattern)
        #expect(read == plainReading(body, pattern),
                "\(String(decoding: body, as: UTF8.self).debugDescription) by \(String(decoding: pattern.bytes, as: UTF8.self))")
        return read != nil
    }

    /// Each byte replaced by each of a few, each byte dropped, a byte inserted in each place.
    @Test func everyOneByteEditReadsAsThePlainReading() {
        let pieces = Array(#"0159-"\,}: ax"#.utf8) + [0x00, 0x7F]
        for pattern in Self.patterns {
            #expect(Self.check(pattern.bytes, pattern))
            for place in 0...pattern.bytes.count {
                for piece in pieces {
                    var inserted = pattern.bytes
                    inserted.insert(piece, at: place)
                    _ = Self.check(inserted, pattern)
                    guard place < pattern.bytes.count else { continue }
                    var replaced = pattern.bytes
                    replaced[place] = piece
                    _ = Self.check(replaced, pattern)
                }
                guard place < pattern.bytes.count else { continue }
                var dropped = pattern.bytes
                dropped.remove(at: place)
                _ = Self.check(dropped, pattern)
            }
        }
    }

    /// Every prefix of a pattern, and a pattern with a byte more at its end, do not match (the
    /// pattern ends in a fixed byte); the pattern itself does.
    @Test func aMessageCutShortOrRunningOnDoesNotMatch() {
        for pattern in Self.patterns {
            for count in 0..<pattern.bytes.count {
                #expect(!Self.check(Array(pattern.bytes[..<count]), pattern))
            }
            for extra in Array("}1 x".utf8) {
                #expect(!Self.check(pattern.bytes + [extra], pattern))
            }
        }
    }

    /// Slots' values changed in turn and together, to values shorter and longer than the
    /// pattern's: all read, at their new places.
    @Test func slotsOfOtherLengthsAreReadAtTheirPlaces() {
        for pattern in Self.patterns {
            for variant in 0..<4 {
                var body: [UInt8] = []
                var fixedStart = 0
                for (index, slot) in pattern.slots.enumerated() {
                    body += pattern.bytes[fixedStart..<slot.range.lowerBound]
                    let change = (index + variant) % 2 == 0
                    switch slot.kind {
                    case .integer:
                        body += change ? Array(String(variant == 3 ? -123_456_789_012 : 98_765_432 >> variant).utf8) : Array(pattern.bytes[slot.range])
                    case .string:
                        body += change ? Array(#""\#(String(repeating: "v", count: variant * 5))""#.utf8) : Array(pattern.bytes[slot.range])
                    }
                    fixedStart = slot.range.upperBound
                }
                body += pattern.bytes[fixedStart...]
                #expect(Self.check(body, pattern))
            }
        }
    }
}
