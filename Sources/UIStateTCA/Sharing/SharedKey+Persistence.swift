import Foundation
import FeatureKit

// MARK: - TCA's persistence strategies

extension SharedKey where Value: Codable {
    /// TCA's `.appStorage("key")`: a value kept under `key` in the store's storage directory, as
    /// JSON, where `@AppStorage` would keep it in user defaults. A host gives each store its own
    /// directory (a fresh one unless told), so replays and tests start clean.
    ///
    /// ```swift
    /// @Shared(.appStorage("hasSeenOnboarding")) var hasSeenOnboarding = false
    /// ```
    public static func appStorage(_ key: String) -> SharedKey {
        .persisted(key, coder: JSONSharedCoder<Value>())
    }

    /// TCA's `.fileStorage(url)`: a value kept as JSON in the store's storage directory, in a
    /// file named as `url`'s last component. The directory stands in for the app's documents:
    /// nothing is written where `url` points, so a hosted feature's files are the store's own.
    ///
    /// ```swift
    /// @Shared(.fileStorage(.documentsDirectory.appending(component: "todos.json")))
    /// var todos: [Todo] = []
    /// ```
    public static func fileStorage(_ url: URL) -> SharedKey {
        .persisted(url.lastPathComponent, coder: JSONSharedCoder<Value>())
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
