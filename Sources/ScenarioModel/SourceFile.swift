public import JSONValue

/// A scenario file as read: its path (as the user gave it, so reports stay the same wherever the
/// suite runs) and the index that turns JSON Pointers into lines and columns.
public struct SourceFile: Sendable, Hashable {
    /// The path as shown in reports, e.g. `examples/scenarios/bookmarks/rollback.scenario.json`.
    public let path: String
    private let index: JSONPositionIndex?

    public init(path: String, index: JSONPositionIndex?) {
        self.path = path
        self.index = index
    }

    /// What a scenario made in memory (recorded, generated) comes from before it is written
    /// anywhere: no path, no positions.
    public static let inMemory = SourceFile(path: "", index: nil)

    /// The place in this file of the value at `pointer` (its nearest existing ancestor).
    public func location(_ pointer: JSONPointer) -> SourceLocation {
        SourceLocation(file: path, pointer: pointer, position: index?.position(of: pointer))
    }

    public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.path == rhs.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
