/// A golden file of the rendered tree, compared byte for byte (recorded with `--update-snapshots`).
public struct SnapshotExpectation: Sendable, Hashable {
    public enum Format: String, Sendable, CaseIterable {
        /// The indented outline (`RenderedTree.outline`), one line per node.
        case text
        /// The tree's wire form, pretty-printed with sorted keys.
        case json
    }

    /// As written, relative to the scenario file that names it.
    public var file: String
    /// Resolved against the directory of the file that names it.
    public var resolvedPath: String
    public var format: Format

    public init(file: String, resolvedPath: String, format: Format) {
        self.file = file
        self.resolvedPath = resolvedPath
        self.format = format
    }
}
