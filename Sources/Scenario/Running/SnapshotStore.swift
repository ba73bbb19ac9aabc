import Foundation
import Transport

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
            // Not Foundation's write, which calls fsync: replays run on the cooperative pool.
            try FileDescriptorIO.replaceFile(atPath: path, with: Array(text.utf8))
        }
    )
}
