/// Why a patch could not be read or applied.
public enum JSONPatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An operation object is missing a member or has one of the wrong kind.
    case malformed(member: String, String)
    /// Operation number `index` (0-based) could not be applied; nothing was changed.
    case failed(index: Int, operation: String, JSONPointerError)
    /// A `test` operation found a different value; nothing was changed.
    case testFailed(index: Int, path: JSONPointer, expected: JSONValue, actual: JSONValue?)
    /// A `move` into its own descendant.
    case moveIntoItself(index: Int, from: JSONPointer, path: JSONPointer)

    public var description: String {
        switch self {
        case .malformed(let member, let why):
            return member.isEmpty ? "malformed patch operation: \(why)" : "malformed patch operation, member \"\(member)\": \(why)"
        case .failed(let index, let operation, let error):
            return "operation \(index) (\(operation)) failed: \(error)"
        case .testFailed(let index, let path, let expected, let actual):
            return "operation \(index) (test) failed at \(path.description.isEmpty ? "/" : path.description): expected \(expected), found \(actual.map(\.description) ?? "nothing")"
        case .moveIntoItself(let index, let from, let path):
            return "operation \(index) (move) cannot move \(from) into its own child \(path)"
        }
    }
}
