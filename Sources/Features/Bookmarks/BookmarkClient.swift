public import StoreRuntime

// MARK: - BookmarkClient

/// Saves whether an article is bookmarked.
///
/// It takes the wanted value rather than "toggle", so that a request cancelled and sent again
/// cannot flip the bookmark twice.
public struct BookmarkClient: Sendable {
    public var setBookmarked: @Sendable (_ articleID: Int, _ isBookmarked: Bool) async throws -> Void

    public init(setBookmarked: @escaping @Sendable (_ articleID: Int, _ isBookmarked: Bool) async throws -> Void) {
        self.setBookmarked = setBookmarked
    }
}

/// Why a bookmark was not saved.
public struct BookmarkClientError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// The bookmark client's presets: `succeeds` (the default), `fails`, `slow` (1 s on the store's clock).
public enum BookmarkClientKey: DependencyKey {
    public static let name = "bookmarkAPI"
    public static let liveValue = BookmarkClient { _, _ in }
    public static let testValue = BookmarkClient { _, _ in }
    public static let presets: [String: BookmarkClient] = [
        "fails": BookmarkClient { _, _ in throw failure },
        "slow": BookmarkClient { _, _ in
            try await Dependencies.current.clock.sleep(for: .seconds(1))
        },
    ]

    /// The error the `fails` preset throws.
    public static let failure = BookmarkClientError(message: "Couldn't save the bookmark. Try again.")
}
