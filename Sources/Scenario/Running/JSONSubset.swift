import JSON

/// Partial matching of JSON documents, as the `partial` forms of expectations use it.
enum JSONSubset {
    /// Whether `actual` has everything `partial` has: objects match on the members given, arrays
    /// element by element with the same length, other values exactly.
    static func matches(_ partial: JSONValue, _ actual: JSONValue) -> Bool {
        switch (partial, actual) {
        case (.object(let wanted), .object(let have)):
            return wanted.allSatisfy { member in have[member.key].map { matches(member.value, $0) } ?? false }
        case (.array(let wanted), .array(let have)):
            return wanted.count == have.count && zip(wanted, have).allSatisfy { matches($0, $1) }
        default:
            return partial == actual
        }
    }

    /// `base` with `partial` laid over it: what the state is expected to be when `partial`
    /// describes the change (members not mentioned keep their `base` values).
    static func merge(_ partial: JSONValue, into base: JSONValue) -> JSONValue {
        switch (partial, base) {
        case (.object(let wanted), .object(var result)):
            for (key, value) in wanted {
                result[key] = result[key].map { merge(value, into: $0) } ?? value
            }
            return .object(result)
        case (.array(let wanted), .array(let have)):
            return .array(wanted.enumerated().map { index, element in
                index < have.count ? merge(element, into: have[index]) : element
            })
        default:
            return partial
        }
    }
}
