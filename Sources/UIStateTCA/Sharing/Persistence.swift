import Foundation
import FeatureKit

// MARK: - TCA's persistence strategies

extension SharedReaderKey {
    /// TCA's `.inMemory("key")`: a value of this store under `key`, forgotten with it. Declared
    /// on the protocol as well as on the runtime's key so that an app's
    /// `extension SharedKey where Self == InMemoryKey<Int> { static var count: Self { inMemory("count") } }`
    /// finds it unqualified.
    public static func inMemory<Stored>(_ key: String) -> Self where Self == InMemoryKey<Stored> {
        SharedValueKey.inMemory(key)
    }

    /// TCA's `.appStorage("key")`: a value kept under `key` in the store's storage directory, as
    /// JSON, where `@AppStorage` would keep it in user defaults. A host gives each store its own
    /// directory (a fresh one unless told), so replays and tests start clean.
    ///
    /// ```swift
    /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
    /// ```
    public static func appStorage<Stored: Codable>(_ key: String) -> Self where Self == AppStorageKey<Stored> {
        .persisted(key, coder: JSONSharedCoder<Stored>())
    }

    /// TCA's `.fileStorage(url)`: a value kept as JSON in the store's storage directory, in a
    /// file named as `url`'s last component. The directory stands in for the app's documents:
    /// nothing is written where `url` points, so a hosted feature's files are the store's own.
    ///
    /// ```swift
    /// @Shared(.fileStorage(.documentsDirectory.appending(component: "todos.json")))
    /// var todos: [Todo] = []
    /// ```
    public static func fileStorage<Stored: Codable>(_ url: URL) -> Self where Self == FileStorageKey<Stored> {
        .persisted(url.lastPathComponent, coder: JSONSharedCoder<Stored>())
    }
}

extension URL {
    /// The app's documents directory, as Foundation names it on Apple platforms (Linux's
    /// Foundation lacks it), so `.fileStorage(.documentsDirectory.appending(component: "x.json"))`
    /// compiles; with `.fileStorage` only the last component matters.
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }
}
