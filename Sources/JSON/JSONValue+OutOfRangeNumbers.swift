// MARK: - Out-of-range numbers

/// A document read in spite of numbers `JSONValue` cannot hold, so that a caller can still answer
/// precisely: which message it was, and where the number sat.
public struct OutOfRangeNumbers: Sendable, Equatable {
    /// A number that did not fit.
    public struct Number: Sendable, Equatable {
        /// Where it was, in the document.
        public var pointer: JSONPointer
        /// Its text as written (`1e400`, `99999999999999999999`).
        public var text: String
        /// `integerOutOfRange` or `numberOutOfRange`.
        public var reason: JSONParseError.Reason
    }

    /// The document with `null` where each number was.
    public var value: JSONValue
    /// The numbers, in document order.
    public var numbers: [Number]

    /// Reads `bytes` with each out-of-range number replaced by `null`; nil when the document has
    /// any other problem, or more than `limit` such numbers (each costs a parse).
    ///
    /// Only for the error path: the first parse already failed with `integerOutOfRange` or
    /// `numberOutOfRange`, and this one reparses until the rest of the document reads.
    public static func read(_ bytes: UnsafeRawBufferPointer, options: JSONParseOptions = .default, limit: Int = 16) -> OutOfRangeNumbers? {
        var text = Array(bytes)
        // A marker no client sends by chance: NUL is legal in a string value but never in the
        // protocol's text, and the nonce differs per call.
        let nonce = UInt64.random(in: .min ... .max)
        var replaced: [(marker: String, text: String, reason: JSONParseError.Reason)] = []
        while true {
            let failure: JSONParseError
            do {
                let value = try JSONValue(parsing: text, options: options)
                var numbers: [Number] = []
                let cleaned = value.replacingMarkers(replaced, at: JSONPointer(), into: &numbers)
                guard numbers.count == replaced.count else { return nil }
                return OutOfRangeNumbers(value: cleaned, numbers: numbers)
            } catch {
                failure = error
            }
            guard failure.reason == .integerOutOfRange || failure.reason == .numberOutOfRange,
                  replaced.count < limit, failure.offset <= text.count else { return nil }
            // jansson's offset is just past the number.
            let end = failure.offset
            var start = end
            while start > 0, Self.isNumberByte(text[start - 1]) { start -= 1 }
            guard start < end else { return nil }
            let marker = "\u{0}uistate-out-of-range-\(nonce)-\(replaced.count)"
            replaced.append((marker, String(decoding: text[start..<end], as: UTF8.self), failure.reason))
            text.replaceSubrange(start..<end, with: Array(JSONValue.string(marker).serialized()))
        }
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }
}

extension JSONValue {
    /// A copy with every marker string replaced by `null`, recording where each was.
    fileprivate func replacingMarkers(
        _ markers: [(marker: String, text: String, reason: JSONParseError.Reason)], at pointer: JSONPointer,
        into numbers: inout [OutOfRangeNumbers.Number]
    ) -> JSONValue {
        switch self {
        case .string(let text):
            guard text.hasPrefix("\u{0}uistate-out-of-range-"), let found = markers.first(where: { $0.marker == text }) else { return self }
            numbers.append(OutOfRangeNumbers.Number(pointer: pointer, text: found.text, reason: found.reason))
            return .null
        case .array(let elements):
            return .array(elements.enumerated().map { index, element in
                element.replacingMarkers(markers, at: pointer.appending(index), into: &numbers)
            })
        case .object(let object):
            var copy = object
            for (key, member) in object {
                copy[key] = member.replacingMarkers(markers, at: pointer.appending(key), into: &numbers)
            }
            return .object(copy)
        default:
            return self
        }
    }
}
