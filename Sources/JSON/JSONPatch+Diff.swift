// Diff produces the operations a client needs to turn one document into another. It walks both
// documents together and descends only where values differ, so one changed leaf in a large
// document costs one comparison pass and yields one `replace`.

extension JSONPatch {
    /// The patch that turns `old` into `new`.
    ///
    /// Objects are compared member by member; arrays by position, after trimming a common prefix
    /// and suffix, so an insertion or removal in the middle becomes one `add` or `remove` rather
    /// than a cascade of replaces. Values of different types are replaced whole.
    public static func diff(from old: JSONValue, to new: JSONValue) -> JSONPatch {
        var operations: [JSONPatchOperation] = []
        diff(old, new, at: .root, into: &operations)
        return JSONPatch(operations)
    }

    static func diff(_ old: JSONValue, _ new: JSONValue, at path: JSONPointer, into operations: inout [JSONPatchOperation]) {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            diffObjects(before, after, at: path, into: &operations)
        case (.array(let before), .array(let after)):
            diffArrays(before, after, at: path, into: &operations)
        default:
            if old != new { operations.append(.replace(path: path, value: new)) }
        }
    }

    private static func diffObjects(_ before: JSONObject, _ after: JSONObject, at path: JSONPointer, into operations: inout [JSONPatchOperation]) {
        // Two encodings of one type list their keys in one order: while they do, a member is
        // found by position, with no key looked up, and with every key in place nothing was added.
        let newMembers = after.orderedMembers
        var aligned = true
        for (position, (key, oldValue)) in before.enumerated() {
            let newValue: JSONValue?
            if aligned, position < newMembers.count, newMembers[position].key == key {
                newValue = newMembers[position].value
            } else {
                aligned = false
                newValue = after[key]
            }
            if let newValue {
                diff(oldValue, newValue, at: path, token: key, into: &operations)
            } else {
                operations.append(.remove(path: path.appending(key)))
            }
        }
        guard !aligned || before.count != after.count else { return }
        for (key, newValue) in after where before[key] == nil {
            operations.append(.add(path: path.appending(key), value: newValue))
        }
    }

    /// `diff` of a member or element, its pointer made only when an operation or a container
    /// needs it (two arrays of tokens a member, for every member, cost more than the comparison).
    private static func diff(_ old: JSONValue, _ new: JSONValue, at parent: JSONPointer, token: @autoclosure () -> String,
                             into operations: inout [JSONPatchOperation]) {
        switch (old, new) {
        case (.object, .object), (.array, .array):
            diff(old, new, at: parent.appending(token()), into: &operations)
        default:
            if old != new { operations.append(.replace(path: parent.appending(token()), value: new)) }
        }
    }

    private static func diffArrays(_ before: [JSONValue], _ after: [JSONValue], at path: JSONPointer, into operations: inout [JSONPatchOperation]) {
        // One storage (an encoding reused from `JSONEncodingCache`): equal without reading it.
        if sharesStorage(before, after) { return }
        var prefix = 0
        while prefix < before.count, prefix < after.count, before[prefix] == after[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < before.count - prefix, suffix < after.count - prefix,
            before[before.count - 1 - suffix] == after[after.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = before.count - prefix - suffix
        let newMiddle = after.count - prefix - suffix
        let shared = min(oldMiddle, newMiddle)
        for offset in 0..<shared {
            diff(before[prefix + offset], after[prefix + offset], at: path, token: String(prefix + offset), into: &operations)
        }
        // Surplus old elements go from the highest index down so earlier indexes stay valid.
        if oldMiddle > shared {
            for index in stride(from: prefix + oldMiddle - 1, through: prefix + shared, by: -1) {
                operations.append(.remove(path: path.appending(index)))
            }
        }
        for offset in shared..<max(newMiddle, shared) {
            operations.append(.add(path: path.appending(prefix + offset), value: after[prefix + offset]))
        }
    }

    private static func sharesStorage(_ before: [JSONValue], _ after: [JSONValue]) -> Bool {
        before.count == after.count
            && before.withUnsafeBufferPointer { old in
                after.withUnsafeBufferPointer { new in old.baseAddress == new.baseAddress }
            }
    }
}
