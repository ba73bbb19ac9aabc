/// Orders of `Set` elements and `Dictionary` entries that do not depend on the process.
///
/// Swift seeds hashing per process, so two processes iterate the same set in different orders.
/// Sorting by canonical bytes (`serialized(.canonical)`, sorted keys) makes the order a function
/// of the content alone. Dictionaries with `String` or `Int` keys already arrive as objects, whose
/// keys the encoder sorts; other keys (enums, UUIDs, structs) arrive as Swift's `[key, value, …]`
/// array, sorted here pairwise by key.
enum CanonicalOrder {
    static func sortedSet(_ json: JSONValue) -> JSONValue {
        guard case .array(let elements) = json, elements.count > 1 else { return json }
        let keyed = elements.map { (bytes: $0.serialized(.canonical), value: $0) }
        return .array(keyed.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.map(\.value))
    }

    static func sortedDictionary(_ json: JSONValue) -> JSONValue {
        guard case .array(let flat) = json, flat.count > 2, flat.count % 2 == 0 else { return json }
        var entries: [(bytes: [UInt8], key: JSONValue, value: JSONValue)] = []
        entries.reserveCapacity(flat.count / 2)
        for start in stride(from: 0, to: flat.count, by: 2) {
            entries.append((flat[start].serialized(.canonical), flat[start], flat[start + 1]))
        }
        entries.sort { left, right in
            if left.bytes != right.bytes { return left.bytes.lexicographicallyPrecedes(right.bytes) }
            // Distinct keys that encode alike (0.0 and -0.0 may): order by value for determinism.
            return left.value.serialized(.canonical).lexicographicallyPrecedes(right.value.serialized(.canonical))
        }
        var sorted: [JSONValue] = []
        sorted.reserveCapacity(flat.count)
        for entry in entries {
            sorted.append(entry.key)
            sorted.append(entry.value)
        }
        return .array(sorted)
    }
}
