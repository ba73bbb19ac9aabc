#if canImport(Glibc)
import Glibc
#endif
import StoreRuntime
import Synchronization

// MARK: - TemporaryStorage

/// A store's fresh temporary storage directory, made on the first save (most features persist
/// nothing, and a host creating thousands of stores should not litter `/tmp`), removed with the
/// store: when it is destroyed, when the last reference to it goes (an in-process host let go),
/// or when the process exits with it alive (`exit`, not only `store/destroy`).
///
/// A process killed outright leaves its directories behind; they are named
/// `/tmp/uistate-store-PID-XXXXXX`, and the next process to make one removes those of processes
/// that no longer exist (as `DirectoryStorage` does with abandoned temporary files).
final class TemporaryStorage: SharedStorage {
    static let parent = "/tmp"
    static let prefix = "uistate-store-"

    private let directory = Mutex<DirectoryStorage?>(nil)

    /// The directories this process made and has not removed yet, removed at exit.
    private static let live = Mutex<Set<String>>([])
    /// Registers the exit handler and sweeps dead processes' leftovers, once per process.
    private static let preparedProcess: Bool = {
        removeDeadProcessesDirectories()
        return atexit { TemporaryStorage.removeLiveDirectories() } == 0
    }()

    func load(_ name: String) throws -> [UInt8]? {
        guard let storage = directory.withLock({ $0 }) else { return nil }
        return try storage.load(name)
    }

    func save(_ bytes: [UInt8], as name: String) throws {
        let storage = try directory.withLock { directory -> DirectoryStorage in
            if let existing = directory { return existing }
            _ = Self.preparedProcess
            var template = Array("\(Self.parent)/\(Self.prefix)\(getpid())-XXXXXX".utf8CString)
            guard let made = mkdtemp(&template) else {
                throw TemporaryDirectoryError(code: errno)
            }
            let path = String(cString: made)
            Self.live.withLock { _ = $0.insert(path) }
            // Deleted with the store, so never flushed to disk (no `fsync` on the store's executor).
            let storage = try DirectoryStorage(directory: path, durable: false)
            directory = storage
            return storage
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
        Self.removeDirectory(storage.directory)
        Self.live.withLock { _ = $0.remove(storage.directory) }
    }

    deinit { remove() }

    // MARK: - Leftovers

    private static func removeDirectory(_ path: String) {
        for name in entries(of: path) { unlink(path + "/" + name) }
        rmdir(path)
    }

    /// What exit runs: the directories of stores still alive.
    private static func removeLiveDirectories() {
        for path in live.withLock({ $0 }) { removeDirectory(path) }
    }

    /// Removes `uistate-store-PID-…` directories whose process no longer exists.
    private static func removeDeadProcessesDirectories() {
        for name in entries(of: parent) where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: "-", maxSplits: 1)
            guard parts.count == 2, let pid = Int32(parts[0]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { removeDirectory(parent + "/" + name) }
        }
    }

    /// The names in directory `path`, without `.` and `..`.
    private static func entries(of path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// `mkdtemp` failed.
struct TemporaryDirectoryError: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "cannot make a temporary storage directory in /tmp (errno \(code))" }
}
