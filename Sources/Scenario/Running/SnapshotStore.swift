import Foundation

/// Reads and writes golden files; the file system by default, a dictionary in tests.
package struct SnapshotStore: Sendable {
    package var read: @Sendable (String) -> String?
    package var write: @Sendable (String, String) throws -> Void

    package init(read: @escaping @Sendable (String) -> String?, write: @escaping @Sendable (String, String) throws -> Void) {
        self.read = read
        self.write = write
    }

    /// Files on disk; writing creates missing folders.
    package static let disk = SnapshotStore(
        read: { path in
            FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
        },
        write: { path, text in
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    )
}
