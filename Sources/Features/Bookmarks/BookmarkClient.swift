import StoreRuntime

// MARK: - BookmarkClient

/// Saves whether an article is bookmarked.
///
/// It takes the wanted value rather than "toggle", so that a request cancelled and sent again
/// cannot flip the bookmark twice.
package struct BookmarkClient: Sendable {
    package var setBookmarked: @Sendable (_ articleID: Int, _ isBookmarked: Bool) async throws -> Void

    package init(setBookmarked: @escaping @Sendable (_ articleID: Int, _ isBookmarked: Bool) async throws -> Void) {
        self.setBookmarked = setBookmarked
    }
}

/// Why a bookmark was not saved.
package struct BookmarkClientError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

/// The bookmark client's presets: `succeeds` (the default), `fails`, `slow` (1 s on the store's clock).
package enum BookmarkClientKey: DependencyKey {
    package static let name = "bookmarkAPI"
    package static let liveValue = BookmarkClient { _, _ in }
    package static let testValue = BookmarkClient { _, _ in }
    package static let presets: [String: BookmarkClient] = [
        "fails": BookmarkClient { _, _ in throw failure },
        "slow": BookmarkClient { _, _ in
            try await Dependencies.current.clock.sleep(for: .seconds(1))
        },
    ]

    /// The error the `fails` preset throws.
    package static let failure = BookmarkClientError(message: "Couldn't save the bookmark. Try again.")
}
