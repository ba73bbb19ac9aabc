public import Foundation

// MARK: - Where app storage writes

extension DependencyValues {
    /// The user defaults `.appStorage` keys would read and write, as swift-sharing's: a test
    /// sets `$0.defaultAppStorage = UserDefaults(suiteName: "test")!` to keep its values apart.
    ///
    /// Here an `.appStorage` key is always a value in the store's own storage directory (fresh
    /// per test store, as docs/tca.md says), so a test never touches the app's defaults whichever
    /// is set; the value is kept so that such code compiles and reads back what it set.
    public var defaultAppStorage: UserDefaults {
        get { self[DefaultAppStorageKey.self].value }
        set { self[DefaultAppStorageKey.self] = UncheckedSendable(newValue) }
    }
}

/// `UserDefaults` is thread-safe but not declared `Sendable` on Linux.
private enum DefaultAppStorageKey: DependencyKey {
    static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
}
