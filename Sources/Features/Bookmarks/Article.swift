// MARK: - Article

/// A row of the home tab's article list.
public struct Article: Codable, Equatable, Sendable, Identifiable {
    public var id: Int
    public var title: String
}

/// One page of articles, as the articles client returns it.
public struct ArticlePage: Codable, Equatable, Sendable {
    public var articles: [Article]
    /// Whether a later page exists.
    public var hasMore: Bool

    public init(articles: [Article], hasMore: Bool) {
        self.articles = articles
        self.hasMore = hasMore
    }
}

/// The bookmark state of one article, shared by every tab.
public struct ArticleBookmark: Codable, Equatable, Sendable, Identifiable {
    /// The article's id.
    public var id: Int
    public var isBookmarked: AsyncToggle<Bool>

    public init(id: Int, isBookmarked: AsyncToggle<Bool>) {
        self.id = id
        self.isBookmarked = isBookmarked
    }
}
