public import JSON

/// Turns two renders of a tree into an RFC 6902 patch that matches nodes by id.
///
/// Works on the JSON forms (what the host keeps and clients hold), so `apply(old, patch) == new`
/// is checkable by anyone with a JSON Patch implementation.
///
/// - Children arrays (`children` members whose elements all have distinct string `id`s) are matched
///   by id and changed with index operations: `remove` for nodes gone (highest index first), then,
///   walking the new order, `move` for a node found later in the array, `add` for a new node, and a
///   recursive diff for a node in place. Inserting a row is one `add`; a moved row is one `move`
///   plus whatever changed inside it.
/// - Other objects are diffed member by member (`add`, `remove`, `replace`); other arrays and
///   scalars that differ are replaced whole.
///
/// Cost is linear in the size of the trees when children keep their relative order; each `move`
/// costs a scan of its siblings, so reversing n siblings is O(n²) — fine for screens, and rare.
///
/// ```swift
/// let patch = TreeDiff.patch(from: previous.json(encodeAction: encode), to: current.json(encodeAction: encode))
/// ```
public enum TreeDiff {
    public static func patch(from old: JSONValue, to new: JSONValue) -> JSONPatch {
        var builder = Builder()
        builder.diff(old, new)
        return JSONPatch(builder.operations)
    }

    /// Walks both documents once. The current path is a stack pushed and popped around each step,
    /// so pointers are only built for the operations emitted (measured: building a path array per
    /// member made the diff as slow as a render). ``RenderedTreeEncoder`` drives one through the
    /// parts of a tree it re-made (`enter`, `diff`, `diffMember`, `leave`), so its patch is this
    /// walk's without the walk over what it kept.
    struct Builder {
        var operations: [JSONPatchOperation] = []
        private var path: [String] = []

        /// Room for a walk about `depth` deep that makes about `count` operations, so that the
        /// arrays do not grow one step at a time (the encoder's patch: a few operations a few
        /// levels down, made at every change).
        mutating func reserve(depth: Int, operations count: Int) {
            path.reserveCapacity(depth)
            operations.reserveCapacity(count)
        }

        /// Steps into a member or an element: what is diffed next is under `token`.
        mutating func enter(_ token: String) { path.append(token) }

        /// Steps into the element at `position`.
        mutating func enter(position: Int) { path.append(Self.token(position)) }

        /// An index's token: the first ones made once, where `String(position)` formats the number
        /// through its description at every step into a child (a few hundred instructions).
        static func token(_ position: Int) -> String {
            position >= 0 && position < positionTokens.count ? positionTokens[position] : String(position)
        }

        private static let positionTokens = (0..<64).map { String($0) }

        mutating func leave() { path.removeLast() }

        private var pointer: JSONPointer { JSONPointer(tokens: path) }

        private func pointer(_ last: String) -> JSONPointer { JSONPointer(tokens: path + [last]) }

        mutating func diff(_ old: JSONValue, _ new: JSONValue) {
            // A subtree `RenderedTreeEncoder` reused: equal without reading it.
            if old.sharesStorage(with: new) { return }
            if case .object(let oldObject) = old, case .object(let newObject) = new {
                diffObjects(oldObject, newObject)
            } else if old != new {
                operations.append(.replace(path: pointer, value: new))
            }
        }

        private mutating func diffObjects(_ old: JSONObject, _ new: JSONObject) {
            // Two renders write members in the same order; walk them in step (by index: no
            // member copied out to be compared) and fall back to lookups only when the key sets
            // differ.
            let oldMembers = old.orderedMembers
            let newMembers = new.orderedMembers
            if Self.sameKeys(oldMembers, newMembers) {
                var position = 0
                while position < oldMembers.count {
                    // Most members of a changed object are equal scalars (a node's properties
                    // when its text changed): told apart here, without the call and the copies
                    // of `diffMember`, which then sees only containers and changed scalars.
                    if !Self.equalScalars(oldMembers[position].value, newMembers[position].value) {
                        diffMember(oldMembers[position].key, oldMembers[position].value, newMembers[position].value)
                    }
                    position += 1
                }
                return
            }
            for (key, _) in old where new[key] == nil {
                operations.append(.remove(path: pointer(key)))
            }
            for (key, newValue) in new {
                if let oldValue = old[key] {
                    diffMember(key, oldValue, newValue)
                } else {
                    operations.append(.add(path: pointer(key), value: newValue))
                }
            }
        }

        /// The operations for one member of two objects walked in step (``diff(_:_:)`` calls it
        /// for each member when their keys are the same, in the same order).
        mutating func diffMember(_ key: String, _ oldValue: JSONValue, _ newValue: JSONValue) {
            if key == "children", case .array(let oldChildren) = oldValue, case .array(let newChildren) = newValue {
                if oldValue.sharesStorage(with: newValue) { return }
                if Self.samePlaces(oldChildren, newChildren) {
                    path.append(key)
                    diffInPlace(oldChildren, newChildren)
                    path.removeLast()
                    return
                }
                if let oldIDs = Self.ids(oldChildren), let newIDs = Self.ids(newChildren) {
                    path.append(key)
                    diffChildren(oldChildren, oldIDs, newChildren, newIDs)
                    path.removeLast()
                    return
                }
            }
            // Two objects are walked at once: the walk finds nothing in equal ones, where an
            // equality check first read a changed object twice, and every level below it again.
            if case .object = oldValue, case .object = newValue {
                path.append(key)
                diff(oldValue, newValue)
                path.removeLast()
                return
            }
            guard oldValue != newValue else { return }
            path.append(key)
            operations.append(.replace(path: pointer, value: newValue))
            path.removeLast()
        }

        /// Whether both are the same scalar, as `==` holds them (so `diffMember` would find them
        /// equal); false for containers, which `diffMember` walks.
        @inline(__always)
        private static func equalScalars(_ old: JSONValue, _ new: JSONValue) -> Bool {
            switch (old, new) {
            case (.string(let old), .string(let new)): old == new
            case (.integer(let old), .integer(let new)): old == new
            case (.bool(let old), .bool(let new)): old == new
            case (.double(let old), .double(let new)): old == new
            case (.null, .null): true
            default: false
            }
        }

        private static func sameKeys(_ old: [JSONObject.Member], _ new: [JSONObject.Member]) -> Bool {
            guard old.count == new.count else { return false }
            var position = 0
            while position < old.count {
                guard old[position].key == new[position].key else { return false }
                position += 1
            }
            return true
        }

        private mutating func diffChildren(
            _ old: [JSONValue],
            _ oldIDs: [String],
            _ new: [JSONValue],
            _ newIDs: [String]
        ) {
            if oldIDs == newIDs {
                diffInPlace(old, new)
                return
            }
            let wanted = Set(newIDs)
            // Ids must be unique to be matched; renders guarantee it, other documents may not.
            guard wanted.count == newIDs.count, Set(oldIDs).count == oldIDs.count else {
                operations.append(.replace(path: pointer, value: .array(new)))
                return
            }
            var working: [(id: String, value: JSONValue)] = []
            working.reserveCapacity(old.count)
            for position in old.indices where wanted.contains(oldIDs[position]) {
                working.append((oldIDs[position], old[position]))
            }
            for position in old.indices.reversed() where !wanted.contains(oldIDs[position]) {
                operations.append(.remove(path: pointer(Self.token(position))))
            }
            var remaining = Set(working.map(\.id))
            for position in new.indices {
                let id = newIDs[position]
                let here = Self.token(position)
                if position < working.count, working[position].id == id {
                    remaining.remove(id)
                    path.append(here)
                    diff(working[position].value, new[position])
                    path.removeLast()
                } else if remaining.contains(id),
                    let from = working[(position + 1)...].firstIndex(where: { $0.id == id })
                {
                    remaining.remove(id)
                    operations.append(.move(from: pointer(Self.token(from)), path: pointer(here)))
                    let element = working.remove(at: from)
                    working.insert(element, at: position)
                    path.append(here)
                    diff(element.value, new[position])
                    path.removeLast()
                } else {
                    operations.append(.add(path: pointer(here), value: new[position]))
                    working.insert((id, new[position]), at: position)
                }
            }
        }

        /// Children that kept their places: diffed position by position, reused ones skipped
        /// without building their index's token.
        private mutating func diffInPlace(_ old: [JSONValue], _ new: [JSONValue]) {
            for position in new.indices where !old[position].sharesStorage(with: new[position]) {
                enter(position: position)
                diff(old[position], new[position])
                path.removeLast()
            }
        }

        /// Whether every child is where it was: the same count, and at each position the reused
        /// subtree or an object with the same string id (no ids collected, no sets built).
        private static func samePlaces(_ old: [JSONValue], _ new: [JSONValue]) -> Bool {
            guard old.count == new.count else { return false }
            for position in old.indices where !old[position].sharesStorage(with: new[position]) {
                guard case .object(let before) = old[position], case .object(let after) = new[position],
                    case .string(let id)? = before["id"], case .string(let newID)? = after["id"], id == newID
                else { return false }
            }
            return true
        }

        /// The elements' ids when every element is an object with a string id.
        private static func ids(_ elements: [JSONValue]) -> [String]? {
            var ids: [String] = []
            ids.reserveCapacity(elements.count)
            for element in elements {
                guard case .object(let object) = element, case .string(let id)? = object["id"] else { return nil }
                ids.append(id)
            }
            return ids
        }
    }
}
