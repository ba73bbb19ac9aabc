/// A value under construction by the encoder.
///
/// Containers hand out references (`ObjectBuilder`, `ArrayBuilder`) because Swift's `Encoder` API
/// lets a nested container be written after it is returned. Values encoded through the generic
/// `encode(_:)` paths are finished at once and stored as `.value`, so only nested containers stay
/// open until the enclosing value is finished.
enum EncodingNode {
    case value(JSONValue)
    case object(ObjectBuilder)
    case array(ArrayBuilder)
    /// A `superEncoder()`'s output, read when the parent finishes.
    case encoder(BridgeEncoder)

    /// The finished JSON value.
    func finished() -> JSONValue {
        switch self {
        case .value(let value): return value
        case .object(let builder): return builder.finished()
        case .array(let builder): return .array(builder.elements.map { $0.finished() })
        case .encoder(let encoder): return encoder.finished()
        }
    }
}

/// The members of an object being encoded, in the order they were written.
final class ObjectBuilder {
    var members: [(key: String, node: EncodingNode)] = []

    /// The object with its keys sorted by UTF-8 bytes, so that encodings are byte-identical in
    /// every process; a key written twice keeps its last value.
    func finished() -> JSONValue {
        var sorted: [JSONObject.Member] = []
        sorted.reserveCapacity(members.count)
        var inOrder = true
        for member in members {
            if inOrder, let last = sorted.last, !last.key.utf8.lexicographicallyPrecedes(member.key.utf8) {
                inOrder = false
            }
            sorted.append((member.key, member.node.finished()))
        }
        if !inOrder {
            // Sort positions so that equal keys stay in writing order, then keep the last of each.
            let order = sorted.indices.sorted { left, right in
                let a = sorted[left].key.utf8, b = sorted[right].key.utf8
                if a.elementsEqual(b) { return left < right }
                return a.lexicographicallyPrecedes(b)
            }
            var unique: [JSONObject.Member] = []
            unique.reserveCapacity(order.count)
            for position in order {
                if let last = unique.last, last.key == sorted[position].key {
                    unique[unique.count - 1] = sorted[position]
                } else {
                    unique.append(sorted[position])
                }
            }
            sorted = unique
        }
        return .object(JSONObject(uniqueMembers: sorted))
    }
}

/// The elements of an array being encoded.
final class ArrayBuilder {
    var elements: [EncodingNode] = []
}
