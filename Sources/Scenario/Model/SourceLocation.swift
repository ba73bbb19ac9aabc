package import JSON

/// Where something is in a scenario file: the file, a JSON Pointer and, when known, line:column.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var pointer: JSONPointer
    package var position: JSONPositionIndex.Position?

    package init(file: String, pointer: JSONPointer, position: JSONPositionIndex.Position?) {
        self.file = file
        self.pointer = pointer
        self.position = position
    }

    /// Where a step made in memory (recorded, generated) is: nowhere in a file yet.
    package static let inMemory = SourceLocation(file: "", pointer: .root, position: nil)

    /// 1-based line, 0 when unknown.
    package var line: Int { position?.line ?? 0 }
    /// 1-based column, 0 when unknown.
    package var column: Int { position?.column ?? 0 }

    /// `file:line:column` (the form editors and CI annotations link), or `file` alone.
    package var description: String {
        guard let position else { return file }
        return "\(file):\(position.line):\(position.column)"
    }
}
