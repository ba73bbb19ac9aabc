#if canImport(Glibc)
import Glibc
#endif
import StoreRuntime
import Synchronization

// MARK: - TemporaryStorage

/// A store's fresh temporary storage directory, made on the first save (most features persist
/// nothing, and a host creating thousands of stores should not litter `/tmp`), removed with the
/// store.
final class TemporaryStorage: SharedStorage {
    private let directory = Mutex<DirectoryStorage?>(nil)

    func load(_ name: String) throws -> [UInt8]? {
        guard let storage = directory.withLock({ $0 }) else { return nil }
        return try storage.load(name)
    }

    func save(_ bytes: [UInt8], as name: String) throws {
        let storage = try directory.withLock { directory -> DirectoryStorage in
            if let existing = directory { return existing }
            var template = Array("/tmp/uistate-store-XXXXXX".utf8CString)
            guard let path = mkdtemp(&template) else {
                throw TemporaryDirectoryError(code: errno)
            }
            // Deleted with the store, so never flushed to disk (no `fsync` on the store's executor).
            let made = try DirectoryStorage(directory: String(cString: path), durable: false)
            directory = made
            return made
        }
        try storage.save(bytes, as: name)
    }

    func delete(_ name: String) throws {
        guard let storage = directory.withLock({ $0 }) else { return }
        try storage.delete(name)
    }

    /// Deletes the directory and its files, if it was made.
    func remove() {
        guard let storage = directory.withLock({ $0 }) else { return }
        guard let dir = opendir(storage.directory) else { return }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { unlink(storage.directory + "/" + name) }
        }
        closedir(dir)
        rmdir(storage.directory)
    }
}

/// `mkdtemp` failed.
struct TemporaryDirectoryError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "cannot make a temporary storage directory in /tmp (errno \(code))" }
}
