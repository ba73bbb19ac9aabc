import StoreRuntime

// MARK: - ArticlesClient

/// Loads the article list page by page (pages count from 1).
package struct ArticlesClient: Sendable {
    package var fetchPage: @Sendable (_ page: Int) async throws -> ArticlePage

    package init(fetchPage: @escaping @Sendable (_ page: Int) async throws -> ArticlePage) {
        self.fetchPage = fetchPage
    }
}

/// Why a page did not load.
package struct ArticlesClientError: Error, Equatable, Sendable, CustomStringConvertible {
    package var message: String
    package var description: String { message }
}

/// The articles client's presets: `succeeds` (the default), `fails`, `slow` (2 s on the store's clock).
package enum ArticlesClientKey: DependencyKey {
    package static let name = "articles"
    package static let liveValue = ArticlesClient(fetchPage: catalogPage)
    package static let testValue = ArticlesClient(fetchPage: catalogPage)
    package static let presets: [String: ArticlesClient] = [
        "fails": ArticlesClient { _ in throw failure },
        "slow": ArticlesClient { page in
            try await Dependencies.current.clock.sleep(for: .seconds(2))
            return try await catalogPage(page)
        },
    ]

    /// The error the `fails` preset throws.
    package static let failure = ArticlesClientError(message: "The network connection was lost.")

    /// Articles per page.
    package static let pageSize = 5

    /// Twelve articles: pages 1 and 2 hold five each, page 3 the last two.
    package static let catalog: [Article] = [
        "Structured concurrency in practice", "Cancelling tasks without surprises",
        "Optimistic updates that roll back", "Sharing state across tabs", "Paging a long list",
        "Testing reducers exhaustively", "Effects as values", "Clocks you can control",
        "Designing a bookmark button", "Actors and reentrancy", "Keeping rows while loading more",
        "Error states users understand",
    ].enumerated().map { Article(id: $0.offset + 1, title: $0.element) }

    @Sendable static func catalogPage(_ page: Int) async throws -> ArticlePage {
        let start = max(0, (page - 1) * pageSize)
        guard start < catalog.count else { return ArticlePage(articles: [], hasMore: false) }
        let end = min(catalog.count, start + pageSize)
        return ArticlePage(articles: Array(catalog[start..<end]), hasMore: end < catalog.count)
    }
}
