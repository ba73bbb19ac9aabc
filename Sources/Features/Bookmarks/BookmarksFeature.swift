package import StoreRuntime

// MARK: - BookmarksFeature

/// An app with two tabs, home and bookmarks, in one store (seed 003).
///
/// Home lists articles loaded page by page; the last row's appear action loads the next page.
/// Every row has a bookmark button that flips at once and confirms through the bookmark client
/// (`AsyncToggle`). The bookmark state is one value in the app's state that both tabs read, so a
/// toggle in either tab shows in both in the same action, and a failure rolls back everywhere.
/// Toggling an article again while its request is in flight cancels that request.
package struct BookmarksFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        package var selectedTab: Tab
        /// The rows loaded so far, in page order.
        package var articles: IdentifiedArray<Article>
        /// The page the next load asks for.
        package var nextPage: Int
        package var hasMorePages: Bool
        package var pageLoad: PageLoad
        /// Every article whose bookmark was ever toggled; both tabs read it.
        package var bookmarks: IdentifiedArray<ArticleBookmark>

        package init(
            selectedTab: Tab = .home,
            articles: IdentifiedArray<Article> = [],
            nextPage: Int = 1,
            hasMorePages: Bool = true,
            pageLoad: PageLoad = .idle,
            bookmarks: IdentifiedArray<ArticleBookmark> = []
        ) {
            self.selectedTab = selectedTab
            self.articles = articles
            self.nextPage = nextPage
            self.hasMorePages = hasMorePages
            self.pageLoad = pageLoad
            self.bookmarks = bookmarks
        }

        /// Whether the article shows as bookmarked (optimistically).
        package func isBookmarked(_ articleID: Int) -> Bool {
            bookmarks[id: articleID]?.isBookmarked.value ?? false
        }

        /// The bookmarks tab's rows: exactly the bookmarked articles, in list order.
        package var bookmarkedArticles: [Article] {
            articles.filter { isBookmarked($0.id) }
        }
    }

    package enum Tab: String, Codable, Equatable, Sendable, CaseIterable {
        case home, bookmarks
    }

    /// Where loading the article list stands.
    package enum PageLoad: Codable, Equatable, Sendable {
        case idle
        case loading
        case success
        /// The last load failed with this message; the rows stay and retry loads the same page.
        case failure(String)
    }

    package enum Action: Codable, Equatable, Sendable {
        /// The app started; loads the first page.
        case appLaunched
        case tabSelected(Tab)
        case home(HomeAction)
        case bookmarks(BookmarksTabAction)
        case articlesResponse(page: Int, result: ArticlesResult)
        case bookmarkResponse(id: Int, result: BookmarkResult)

        package enum HomeAction: Codable, Equatable, Sendable {
            case bookmarkTapped(Int)
            /// The last row scrolled into view.
            case lastRowAppeared
            case retryTapped
        }

        package enum BookmarksTabAction: Codable, Equatable, Sendable {
            case bookmarkTapped(Int)
        }
    }

    package enum ArticlesResult: Codable, Equatable, Sendable {
        case success(ArticlePage)
        case failure(String)
    }

    package enum BookmarkResult: Codable, Equatable, Sendable {
        /// The server has the article bookmarked (`true`) or not.
        case success(Bool)
        case failure(String)
    }

    enum CancelID: Hashable, Sendable {
        case pageLoad
        case bookmark(articleID: Int)
    }

    package init() {}

    package func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .appLaunched:
            return loadNextPage(&state)

        case .tabSelected(let tab):
            state.selectedTab = tab
            return .none

        case .home(.bookmarkTapped(let id)), .bookmarks(.bookmarkTapped(let id)):
            return toggleBookmark(id, in: &state)

        case .home(.lastRowAppeared):
            // After a failure only the retry button loads again.
            guard state.pageLoad == .success || state.pageLoad == .idle else { return .none }
            return loadNextPage(&state)

        case .home(.retryTapped):
            guard case .failure = state.pageLoad else { return .none }
            return loadNextPage(&state)

        case .articlesResponse(let page, let result):
            guard state.pageLoad == .loading, page == state.nextPage else { return .none }
            switch result {
            case .success(let articlePage):
                for article in articlePage.articles {
                    state.articles.append(article)
                }
                state.nextPage += 1
                state.hasMorePages = articlePage.hasMore
                state.pageLoad = .success
            case .failure(let message):
                state.pageLoad = .failure(message)
            }
            return .none

        case .bookmarkResponse(let id, let result):
            state.bookmarks.modify(id: id) { bookmark in
                guard bookmark.isBookmarked.isProcessing else { return }
                switch result {
                case .success(let isBookmarked):
                    bookmark.isBookmarked.complete(success: isBookmarked)
                case .failure(let message):
                    bookmark.isBookmarked.fail(error: message)
                }
            }
            return .none
        }
    }

    // MARK: - Paging

    private func loadNextPage(_ state: inout State) -> Effect<Action> {
        guard state.hasMorePages, state.pageLoad != .loading else { return .none }
        state.pageLoad = .loading
        let page = state.nextPage
        return .run { send, dependencies in
            let articlePage = try await dependencies[ArticlesClientKey.self].fetchPage(page)
            await send(.articlesResponse(page: page, result: .success(articlePage)))
        } catch: { error, send in
            await send(.articlesResponse(page: page, result: .failure(String(describing: error))))
        }
        .cancellable(id: CancelID.pageLoad)
    }

    // MARK: - Bookmarks

    private func toggleBookmark(_ id: Int, in state: inout State) -> Effect<Action> {
        guard state.articles[id: id] != nil else { return .none }
        let newValue = !state.isBookmarked(id)
        if state.bookmarks[id: id] == nil {
            state.bookmarks.append(ArticleBookmark(id: id, isBookmarked: AsyncToggle(value: false)))
        }
        state.bookmarks.modify(id: id) { $0.isBookmarked.toggle(to: newValue) }
        return .run { send, dependencies in
            try await dependencies[BookmarkClientKey.self].setBookmarked(id, newValue)
            await send(.bookmarkResponse(id: id, result: .success(newValue)))
        } catch: { error, send in
            await send(.bookmarkResponse(id: id, result: .failure(String(describing: error))))
        }
        .cancellable(id: CancelID.bookmark(articleID: id), cancelInFlight: true)
    }
}
