/// One RFC 6902 operation.
public enum JSONPatchOperation: Sendable, Hashable {
    case add(path: JSONPointer, value: JSONValue)
    case remove(path: JSONPointer)
    case replace(path: JSONPointer, value: JSONValue)
    case move(from: JSONPointer, path: JSONPointer)
    case copy(from: JSONPointer, path: JSONPointer)
    case test(path: JSONPointer, value: JSONValue)

    /// The `op` member's value.
    public var name: String {
        switch self {
        case .add: return "add"
        case .remove: return "remove"
        case .replace: return "replace"
        case .move: return "move"
        case .copy: return "copy"
        case .test: return "test"
        }
    }

    public var path: JSONPointer {
        switch self {
        case .add(let path, _), .remove(let path), .replace(let path, _), .move(_, let path), .copy(_, let path), .test(let path, _):
            return path
        }
    }

    /// The operation as the JSON object RFC 6902 defines.
    public var json: JSONValue {
        // Members in RFC 6902's order, known distinct, so none is looked up on the way in.
        var members: [JSONObject.Member] = [("op", .string(name)), ("path", .string(path.description))]
        switch self {
        case .add(_, let value), .replace(_, let value), .test(_, let value): members.append(("value", value))
        case .move(let from, _), .copy(let from, _): members.append(("from", .string(from.description)))
        case .remove: break
        }
        return .object(JSONObject(uniqueMembers: members))
    }

    /// Reads an operation from its JSON object.
    /// - Throws: `JSONPatchError.malformed` naming the member that is missing or wrong.
    public init(json: JSONValue) throws(JSONPatchError) {
        guard case .object(let object) = json else {
            throw .malformed(member: "", "an operation is an object, found \(json.typeName)")
        }
        guard let op = object["op"]?.stringValue else {
            throw .malformed(member: "op", "expected one of add, remove, replace, move, copy, test")
        }
        func pointer(_ member: String) throws(JSONPatchError) -> JSONPointer {
            guard let text = object[member]?.stringValue else { throw .malformed(member: member, "expected a JSON Pointer string") }
            do { return try JSONPointer(parsing: text) } catch { throw .malformed(member: member, error.description) }
        }
        func value() throws(JSONPatchError) -> JSONValue {
            guard let value = object["value"] else { throw .malformed(member: "value", "missing") }
            return value
        }
        switch op {
        case "add": self = .add(path: try pointer("path"), value: try value())
        case "remove": self = .remove(path: try pointer("path"))
        case "replace": self = .replace(path: try pointer("path"), value: try value())
        case "move": self = .move(from: try pointer("from"), path: try pointer("path"))
        case "copy": self = .copy(from: try pointer("from"), path: try pointer("path"))
        case "test": self = .test(path: try pointer("path"), value: try value())
        default: throw .malformed(member: "op", "unknown operation \"\(op)\"; expected one of add, remove, replace, move, copy, test")
        }
    }
}
