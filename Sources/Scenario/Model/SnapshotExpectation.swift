/// A golden file of the rendered tree, compared byte for byte (recorded with `--update-snapshots`).
package struct SnapshotExpectation: Sendable, Hashable {
    package enum Format: String, Sendable, CaseIterable {
        /// The indented outline (`RenderedTree.outline`), one line per node.
        case text
        /// The tree's wire form, pretty-printed with sorted keys.
        case json
    }

    /// As written, relative to the scenario file that names it.
    package var file: String
    /// Resolved against the directory of the file that names it.
    package var resolvedPath: String
    package var format: Format

    package init(file: String, resolvedPath: String, format: Format) {
        self.file = file
        self.resolvedPath = resolvedPath
        self.format = format
    }
}
