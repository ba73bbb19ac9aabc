package import JSON

/// A scenario file as read: its path (as the user gave it, so reports stay the same wherever the
/// suite runs) and the index that turns JSON Pointers into lines and columns.
package struct SourceFile: Sendable, Hashable {
    /// The path as shown in reports, e.g. `examples/scenarios/bookmarks/rollback.scenario.json`.
    package let path: String
    private let index: JSONPositionIndex?

    package init(path: String, index: JSONPositionIndex?) {
        self.path = path
        self.index = index
    }

    /// What a scenario made in memory (recorded, generated) comes from before it is written
    /// anywhere: no path, no positions.
    package static let inMemory = SourceFile(path: "", index: nil)

    /// The place in this file of the value at `pointer` (its nearest existing ancestor).
    package func location(_ pointer: JSONPointer) -> SourceLocation {
        SourceLocation(file: path, pointer: pointer, position: index?.position(of: pointer))
    }

    package static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.path == rhs.path }
    package func hash(into hasher: inout Hasher) { hasher.combine(path) }
}
