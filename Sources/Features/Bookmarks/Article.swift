// MARK: - Article

/// A row of the home tab's article list.
package struct Article: Codable, Equatable, Sendable, Identifiable {
    package var id: Int
    package var title: String
}

/// One page of articles, as the articles client returns it.
package struct ArticlePage: Codable, Equatable, Sendable {
    package var articles: [Article]
    /// Whether a later page exists.
    package var hasMore: Bool

    package init(articles: [Article], hasMore: Bool) {
        self.articles = articles
        self.hasMore = hasMore
    }
}

/// The bookmark state of one article, shared by every tab.
package struct ArticleBookmark: Codable, Equatable, Sendable, Identifiable {
    /// The article's id.
    package var id: Int
    package var isBookmarked: AsyncToggle<Bool>

    package init(id: Int, isBookmarked: AsyncToggle<Bool>) {
        self.id = id
        self.isBookmarked = isBookmarked
    }
}
