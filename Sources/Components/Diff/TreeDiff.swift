public import JSONValue

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
        builder.diff(old, new, path: [])
        return JSONPatch(builder.operations)
    }

    private struct Builder {
        var operations: [JSONPatchOperation] = []

        mutating func diff(_ old: JSONValue, _ new: JSONValue, path: [String]) {
            if case .object(let oldObject) = old, case .object(let newObject) = new {
                diffObjects(oldObject, newObject, path: path)
            } else if old != new {
                operations.append(.replace(path: JSONPointer(tokens: path), value: new))
            }
        }

        private mutating func diffObjects(_ old: JSONObject, _ new: JSONObject, path: [String]) {
            for (key, _) in old where new[key] == nil {
                operations.append(.remove(path: JSONPointer(tokens: path + [key])))
            }
            for (key, newValue) in new {
                guard let oldValue = old[key] else {
                    operations.append(.add(path: JSONPointer(tokens: path + [key]), value: newValue))
                    continue
                }
                if key == "children", case .array(let oldChildren) = oldValue, case .array(let newChildren) = newValue,
                    let oldIDs = Self.ids(oldChildren), let newIDs = Self.ids(newChildren)
                {
                    diffChildren(oldChildren, oldIDs, newChildren, newIDs, path: path + [key])
                } else if case .object = oldValue, case .object = newValue {
                    diff(oldValue, newValue, path: path + [key])
                } else if oldValue != newValue {
                    operations.append(.replace(path: JSONPointer(tokens: path + [key]), value: newValue))
                }
            }
        }

        private mutating func diffChildren(
            _ old: [JSONValue],
            _ oldIDs: [String],
            _ new: [JSONValue],
            _ newIDs: [String],
            path: [String]
        ) {
            if oldIDs == newIDs {
                for position in new.indices {
                    diff(old[position], new[position], path: path + [String(position)])
                }
                return
            }
            let wanted = Set(newIDs)
            var working: [(id: String, value: JSONValue)] = []
            working.reserveCapacity(old.count)
            for position in old.indices where wanted.contains(oldIDs[position]) {
                working.append((oldIDs[position], old[position]))
            }
            for position in old.indices.reversed() where !wanted.contains(oldIDs[position]) {
                operations.append(.remove(path: JSONPointer(tokens: path + [String(position)])))
            }
            var remaining = Set(working.map(\.id))
            for position in new.indices {
                let id = newIDs[position]
                let here = path + [String(position)]
                if position < working.count, working[position].id == id {
                    remaining.remove(id)
                    diff(working[position].value, new[position], path: here)
                } else if remaining.contains(id),
                    let from = working[(position + 1)...].firstIndex(where: { $0.id == id })
                {
                    remaining.remove(id)
                    operations.append(.move(from: JSONPointer(tokens: path + [String(from)]), path: JSONPointer(tokens: here)))
                    let element = working.remove(at: from)
                    working.insert(element, at: position)
                    diff(element.value, new[position], path: here)
                } else {
                    operations.append(.add(path: JSONPointer(tokens: here), value: new[position]))
                    working.insert((id, new[position]), at: position)
                }
            }
        }

        /// The elements' ids when every element is an object with a string id and no id repeats.
        private static func ids(_ elements: [JSONValue]) -> [String]? {
            var ids: [String] = []
            ids.reserveCapacity(elements.count)
            var seen = Set<String>(minimumCapacity: elements.count)
            for element in elements {
                guard let id = element["id"]?.stringValue, seen.insert(id).inserted else { return nil }
                ids.append(id)
            }
            return ids
        }
    }
}
