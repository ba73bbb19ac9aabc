#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - DirectoryStorage

/// Keeps a store's persisted shared values as files in its storage directory, one file per key
/// named after it, each written atomically (`AtomicFile`).
///
/// ```swift
/// var dependencies = Dependencies.test()
/// dependencies.storage = try DirectoryStorage(directory: "/tmp/uistate-store-1")
/// let store = Store(initialState: Onboarding.State(), reducer: Onboarding(), dependencies: dependencies)
/// ```
public struct DirectoryStorage: SharedStorage {
    /// The storage directory.
    public let directory: String

    /// Uses `directory`, creating it (and its parents) if needed, and removes temporary files
    /// that writers killed mid-write left behind.
    ///
    /// - Throws: `StorageIOError` when the directory cannot be created.
    public init(directory: String) throws {
        try self.init(directory: directory, durable: true)
    }

    /// `durable: false` writes and deletes atomically without waiting for the disk
    /// (`AtomicFile.write(_:to:durable:)`): for a directory deleted with its store.
    package init(directory: String, durable: Bool) throws {
        self.directory = directory
        self.durable = durable
        try Self.makeDirectory(directory)
        Self.removeAbandonedTemporaryFiles(in: directory)
    }

    /// Whether writes wait until the disk has them (`fsync`).
    let durable: Bool

    public func load(_ name: String) throws -> [UInt8]? {
        try AtomicFile.read(path(for: name))
    }

    public func save(_ bytes: [UInt8], as name: String) throws {
        try AtomicFile.write(bytes, to: path(for: name), durable: durable)
    }

    public func delete(_ name: String) throws {
        try AtomicFile.remove(path(for: name), durable: durable)
    }

    /// The file of `name`.
    ///
    /// - Throws: `InvalidStorageNameError` for names that are not a plain file name.
    public func path(for name: String) throws -> String {
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\0") else {
            throw InvalidStorageNameError(name: name)
        }
        return directory + "/" + name
    }

    // MARK: - Directory

    private static func makeDirectory(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw StorageIOError(operation: "mkdir", path: current)
            }
        }
    }

    /// Removes `.NAME.tmp.PID.N` files whose writer process no longer exists.
    private static func removeAbandonedTemporaryFiles(in directory: String) {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            let parts = name.split(separator: ".")
            guard name.hasPrefix("."), parts.count >= 4, parts[parts.count - 3] == "tmp",
                  let pid = Int32(parts[parts.count - 2]) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(directory + "/" + name)
            }
        }
    }
}

// MARK: - InvalidStorageNameError

/// A persisted key's name cannot be a file name (empty, hidden, or with a `/`).
public struct InvalidStorageNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name.
    public let name: String

    /// Creates the error.
    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "\"\(name)\" cannot name a file in the storage directory (it must be non-empty, not start with \".\" and contain no \"/\")"
    }
}
