// MARK: - Where file storage writes

/// Where `.fileStorage` keys keep their files, as swift-sharing's `FileStorage`: an app sets
/// `$0.defaultFileStorage = .inMemory` for its UI tests.
///
/// Here a `.fileStorage` key is always a file in the store's own storage directory, a fresh one
/// per store unless a host is told otherwise, so a test or a replay never reads or writes the
/// app's documents whichever is set; the value is kept so that such code compiles and reads
/// back what it set.
public struct FileStorage: Sendable, Hashable {
    private let name: String

    /// Files on disk.
    public static let fileSystem = FileStorage(name: "fileSystem")

    /// Files in memory, forgotten with the process.
    public static let inMemory = FileStorage(name: "inMemory")
}

extension DependencyValues {
    /// Where `.fileStorage` keys keep their files (see ``FileStorage``).
    public var defaultFileStorage: FileStorage {
        get { self[DefaultFileStorageKey.self] }
        set { self[DefaultFileStorageKey.self] = newValue }
    }
}

private enum DefaultFileStorageKey: DependencyKey {
    static let liveValue = FileStorage.fileSystem
    static let testValue = FileStorage.inMemory
    static let previewValue = FileStorage.inMemory
}
