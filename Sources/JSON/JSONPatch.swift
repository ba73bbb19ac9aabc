/// An RFC 6902 JSON Patch: operations applied in order, all or nothing.
///
/// ```swift
/// let patch = JSONPatch.diff(from: before, to: after)
/// let rebuilt = try patch.apply(to: before)   // == after
/// ```
public struct JSONPatch: Sendable, Hashable {
    public var operations: [JSONPatchOperation]

    public init(_ operations: [JSONPatchOperation] = []) {
        self.operations = operations
    }

    public var isEmpty: Bool { operations.isEmpty }

    /// The patch as the JSON array RFC 6902 defines.
    public var json: JSONValue {
        .array(operations.map(\.json))
    }

    /// Reads a patch from a JSON array of operation objects.
    public init(json: JSONValue) throws(JSONPatchError) {
        guard case .array(let elements) = json else {
            throw .malformed(member: "", "a patch is an array of operations, found \(json.typeName)")
        }
        var operations: [JSONPatchOperation] = []
        operations.reserveCapacity(elements.count)
        for element in elements { operations.append(try JSONPatchOperation(json: element)) }
        self.init(operations)
    }

    /// The document after every operation, or an error naming the first that failed. The input
    /// is a value, so a failing patch leaves the caller's document as it was.
    public func apply(to document: JSONValue) throws(JSONPatchError) -> JSONValue {
        var result = document
        try apply(to: &result)
        return result
    }

    /// Applies the patch in place, atomically: on failure `document` is unchanged.
    public func apply(to document: inout JSONValue) throws(JSONPatchError) {
        var working = document
        for (index, operation) in operations.enumerated() {
            try Self.perform(operation, index: index, on: &working)
        }
        document = working
    }

    private static func perform(_ operation: JSONPatchOperation, index: Int, on document: inout JSONValue) throws(JSONPatchError) {
        do {
            switch operation {
            case .add(let path, let value):
                try document.add(value, at: path)
            case .remove(let path):
                try document.remove(at: path)
            case .replace(let path, let value):
                try document.replace(value, at: path)
            case .move(let from, let path):
                guard from != path else { return }
                if path.hasPrefix(from) { throw JSONPatchError.moveIntoItself(index: index, from: from, path: path) }
                let value = try document.remove(at: from)
                try document.add(value, at: path)
            case .copy(let from, let path):
                try document.add(try document.value(at: from), at: path)
            case .test(let path, let expected):
                let actual = try? document.value(at: path)
                guard actual == expected else {
                    throw JSONPatchError.testFailed(index: index, path: path, expected: expected, actual: actual)
                }
            }
        } catch let error as JSONPatchError {
            throw error
        } catch let error as JSONPointerError {
            throw .failed(index: index, operation: operation.name, error)
        } catch {
            throw .failed(index: index, operation: operation.name, .notFound(operation.path, "\(error)"))
        }
    }
}
