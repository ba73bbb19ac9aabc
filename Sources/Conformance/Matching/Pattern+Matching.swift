package import JSON

/// Where and how a received value differs from its pattern.
package struct Mismatch: Sendable, CustomStringConvertible {
    /// JSON Pointer into the received message.
    package var path: String
    package var expected: String
    package var actual: String

    package var description: String {
        "at \(path.isEmpty ? "the top" : path): expected \(expected), got \(actual)"
    }
}

extension Pattern {
    /// Nil when `actual` matches; otherwise the first difference found.
    ///
    /// - Parameter actual: nil for an object member that is not there.
    package func mismatch(_ actual: JSONValue?, at path: String = "") -> Mismatch? {
        func fail(_ expected: String) -> Mismatch {
            Mismatch(path: path, expected: expected, actual: actual.map(Self.describe) ?? "nothing (member absent)")
        }
        switch self {
        case .absent:
            return actual == nil ? nil : fail("the member to be absent")
        case .optional(let inner):
            guard let actual, let inner else { return nil }
            return inner.mismatch(actual, at: path)
        default:
            break
        }
        guard let actual else { return fail(summary) }
        switch self {
        case .absent, .optional:
            return nil
        case .any:
            return nil
        case .value(let expected):
            return Self.sameScalar(expected, actual) ? nil : fail(Self.describe(expected))
        case .type(let type, let contains):
            guard type.admits(actual) else { return fail("any \(type.rawValue)") }
            if let contains, let text = actual.stringValue, !text.contains(contains) {
                return fail("a string containing \(contains.debugDescription)")
            }
            return nil
        case .object(let members, let allowsOtherMembers):
            guard case .object(let object) = actual else { return fail("an object") }
            for key in members.keys.sorted() {
                if let mismatch = members[key]?.mismatch(object[key], at: path + "/" + Self.escape(key)) { return mismatch }
            }
            if !allowsOtherMembers, let extra = object.keys.first(where: { members[$0] == nil }) {
                return Mismatch(path: path + "/" + Self.escape(extra), expected: "no such member",
                                actual: Self.describe(object[extra] ?? .null))
            }
            return nil
        case .array(let elements):
            guard case .array(let array) = actual else { return fail("an array") }
            guard array.count == elements.count else { return fail("an array of \(elements.count) elements") }
            for (index, element) in elements.enumerated() {
                if let mismatch = element.mismatch(array[index], at: path + "/\(index)") { return mismatch }
            }
            return nil
        case .unordered(let elements):
            guard case .array(let array) = actual else { return fail("an array") }
            guard array.count == elements.count else { return fail("an array of \(elements.count) elements in any order") }
            return Self.assignment(of: elements, to: array) == nil ? fail("\(summary) (no element-by-element pairing fits)") : nil
        case .oneOf(let alternatives):
            return alternatives.contains { $0.mismatch(actual, at: path) == nil } ? nil : fail(summary)
        }
    }

    /// Pairs every pattern with a distinct value (backtracking; batches are small).
    static func assignment(of patterns: [Pattern], to values: [JSONValue]) -> [Int]? {
        var used = [Bool](repeating: false, count: values.count)
        var chosen: [Int] = []
        func place(_ index: Int) -> Bool {
            guard index < patterns.count else { return true }
            for candidate in values.indices where !used[candidate] && patterns[index].mismatch(values[candidate]) == nil {
                used[candidate] = true
                chosen.append(candidate)
                if place(index + 1) { return true }
                used[candidate] = false
                chosen.removeLast()
            }
            return false
        }
        return place(0) ? chosen : nil
    }

    /// Integers and doubles are different kinds on the wire: `1` does not match `1.0`.
    private static func sameScalar(_ expected: JSONValue, _ actual: JSONValue) -> Bool {
        switch (expected, actual) {
        case (.integer(let left), .integer(let right)): return left == right
        case (.double(let left), .double(let right)): return left == right
        default: return expected == actual
        }
    }

    /// The pattern in a few words, for messages.
    package var summary: String {
        switch self {
        case .value(let value): return Self.describe(value)
        case .object(let members, let others):
            return "an object with \(others ? "at least " : "")members \(members.keys.sorted().joined(separator: ", "))"
        case .array(let elements): return "an array of \(elements.count) elements"
        case .unordered(let elements): return "[\(elements.map(\.summary).joined(separator: ", "))] in any order"
        case .any: return "any value"
        case .absent: return "nothing"
        case .optional(let inner): return inner.map { "optionally \($0.summary)" } ?? "anything or nothing"
        case .type(let type, let contains): return "any \(type.rawValue)" + (contains.map { " containing \($0.debugDescription)" } ?? "")
        case .oneOf(let alternatives): return "one of " + alternatives.map(\.summary).joined(separator: " | ")
        }
    }

    static func describe(_ value: JSONValue) -> String {
        let text = value.serializedString()
        return text.utf8.count > 200 ? String(text.prefix(160)) + "… (\(text.utf8.count) bytes)" : text
    }

    private static func escape(_ key: String) -> String {
        key.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
