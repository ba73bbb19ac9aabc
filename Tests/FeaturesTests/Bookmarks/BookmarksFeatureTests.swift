import Features
import UIStateTesting
import Synchronization
import Testing

// MARK: - Fixtures

private typealias Feature = BookmarksFeature

private func page(_ number: Int) -> ArticlePage {
    let start = (number - 1) * ArticlesClientKey.pageSize
    let end = min(ArticlesClientKey.catalog.count, start + ArticlesClientKey.pageSize)
    return ArticlePage(articles: Array(ArticlesClientKey.catalog[start..<end]), hasMore: end < ArticlesClientKey.catalog.count)
}

private func rows(_ range: ClosedRange<Int>) -> IdentifiedArray<Article> {
    IdentifiedArray(ArticlesClientKey.catalog.filter { range.contains($0.id) })
}

/// Page 1 shown, nothing bookmarked.
private var firstPageLoaded: Feature.State {
    Feature.State(articles: rows(1...5), nextPage: 2, hasMorePages: true, pageLoad: .success)
}

private func makeStore(
    _ state: Feature.State = firstPageLoaded,
    articles: String = "succeeds",
    bookmarks: String = "succeeds"
) throws -> TestStore<Feature> {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset(articles, for: ArticlesClientKey.self)
    try dependencies.selectPreset(bookmarks, for: BookmarkClientKey.self)
    return TestStore(initialState: state, reducer: Feature(), dependencies: dependencies)
}

private func makeStore(_ state: Feature.State = firstPageLoaded, configure: (inout Dependencies) -> Void) -> TestStore<Feature> {
    var dependencies = Dependencies.test()
    configure(&dependencies)
    return TestStore(initialState: state, reducer: Feature(), dependencies: dependencies)
}

/// A bookmark client that sleeps 1 s and then fails (a slow failure).
private let slowFailingBookmarks = BookmarkClient { _, _ in
    try await Dependencies.current.clock.sleep(for: .seconds(1))
    throw BookmarkClientKey.failure
}

private let saveError = BookmarkClientKey.failure.message
private let pageError = ArticlesClientKey.failure.message

// MARK: - Paging

@Test func launchLoadsTheFirstPage() async throws {
    let store = try makeStore(Feature.initialState)
    await store.send(.appLaunched) { $0.pageLoad = .loading }
    await store.receive(.articlesResponse(page: 1, result: .success(page(1)))) {
        $0.articles = rows(1...5)
        $0.nextPage = 2
        $0.pageLoad = .success
    }
    await store.finish()
}

@Test func lastRowAppearingAppendsTheNextPageAndKeepsTheRows() async throws {
    let store = try makeStore()
    await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
    await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
        $0.articles = rows(1...10)
        $0.nextPage = 3
        $0.pageLoad = .success
    }
    await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
    await store.receive(.articlesResponse(page: 3, result: .success(page(3)))) {
        $0.articles = rows(1...12)
        $0.nextPage = 4
        $0.hasMorePages = false
        $0.pageLoad = .success
    }
    // The last page was loaded: appearing again asks for nothing.
    let result = await store.send(.home(.lastRowAppeared))
    #expect(result.effectsStarted.isEmpty)
    await store.finish()
}

@Test func appearingAgainWhileAPageLoadsStartsNoSecondLoad() async throws {
    let store = try makeStore(articles: "slow")
    await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
    let again = await store.send(.home(.lastRowAppeared))
    #expect(again.effectsStarted.isEmpty)
    await store.advance(by: .seconds(2))
    await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
        $0.articles = rows(1...10)
        $0.nextPage = 3
        $0.pageLoad = .success
    }
    await store.finish()
}

@Test func aFailedPageKeepsTheRowsShowsTheErrorAndRetryLoadsTheSamePage() async throws {
    let failNext = Mutex(true)
    let store = makeStore { dependencies in
        dependencies[ArticlesClientKey.self] = ArticlesClient { number in
            if failNext.withLock({ $0 }) { throw ArticlesClientKey.failure }
            return page(number)
        }
    }
    await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
    await store.receive(.articlesResponse(page: 2, result: .failure(pageError))) {
        $0.pageLoad = .failure(pageError)
    }
    #expect(store.state.articles == rows(1...5))
    // After a failure only retry loads; scrolling the last row into view again does not.
    let appear = await store.send(.home(.lastRowAppeared))
    #expect(appear.effectsStarted.isEmpty)

    failNext.withLock { $0 = false }
    await store.send(.home(.retryTapped)) { $0.pageLoad = .loading }
    await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
        $0.articles = rows(1...10)
        $0.nextPage = 3
        $0.pageLoad = .success
    }
    await store.finish()
}

@Test func retryDoesNothingUnlessTheLastLoadFailed() async throws {
    let store = try makeStore()
    let result = await store.send(.home(.retryTapped))
    #expect(result.effectsStarted.isEmpty)
    await store.finish()
}

@Test func aStalePageResponseIsIgnored() async throws {
    let store = try makeStore()
    await store.send(.articlesResponse(page: 1, result: .success(page(1))))
    await store.finish()
}

// MARK: - Async toggle

@Test func aBookmarkFlipsAtOnceAndCompletesOnSuccess() async throws {
    let store = try makeStore(bookmarks: "slow")
    await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    await store.advance(by: .seconds(1))
    await store.receive(.bookmarkResponse(id: 3, result: .success(true))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true))]
    }
    #expect(store.state.isBookmarked(3))
    await store.finish()
}

@Test func aFailedBookmarkRestoresTheOriginalValueAndKeepsTheError() async throws {
    let store = try makeStore(bookmarks: "fails")
    await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false, error: saveError))]
    }
    // The next toggle clears the kept error.
    await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false, error: saveError))]
    }
    await store.finish()
}

@Test func removingABookmarkThatFailsPutsItBack() async throws {
    var state = firstPageLoaded
    state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true))]
    let store = try makeStore(state, bookmarks: "fails")
    await store.send(.bookmarks(.bookmarkTapped(2))) {
        $0.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: false, isProcessing: true, originalValue: true))]
    }
    await store.receive(.bookmarkResponse(id: 2, result: .failure(saveError))) {
        $0.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true, error: saveError))]
    }
    #expect(store.state.bookmarkedArticles.map(\.id) == [2])
    await store.finish()
}

@Test func aResponseForAnArticleWithNoRequestInFlightIsIgnored() async throws {
    var state = firstPageLoaded
    state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true))]
    let store = try makeStore(state)
    await store.send(.bookmarkResponse(id: 2, result: .failure(saveError)))
    await store.send(.bookmarkResponse(id: 4, result: .success(true)))
    await store.finish()
}

@Test func tappingTheBookmarkOfAnArticleNotShownDoesNothing() async throws {
    let store = try makeStore()
    let result = await store.send(.home(.bookmarkTapped(99)))
    #expect(result.effectsStarted.isEmpty)
    await store.finish()
}

// MARK: - Cancellation

@Test func togglingAgainWhileInFlightCancelsTheRequestAndStartsANewOne() async throws {
    let store = try makeStore(bookmarks: "slow")
    let first = await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    await store.advance(by: .milliseconds(500))
    let second = await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false, isProcessing: true, originalValue: false))]
    }
    #expect(second.effectsCancelled == first.effectsStarted)
    #expect(second.effectsStarted.count == 1)
    // The first request would have answered at 1 s; it was cancelled, so nothing arrives.
    await store.advance(by: .milliseconds(600))
    await store.advance(by: .milliseconds(400))
    await store.receive(.bookmarkResponse(id: 3, result: .success(false))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false))]
    }
    await store.finish()
}

@Test func aFailureAfterACancelledRequestRollsBackToTheValueBeforeTheFirstToggle() async throws {
    let store = makeStore { dependencies in
        dependencies[BookmarkClientKey.self] = slowFailingBookmarks
    }
    await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    await store.send(.bookmarks(.bookmarkTapped(3))) {
        $0.bookmarks[id: 3]?.isBookmarked.value = false
    }
    await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks[id: 3]?.isBookmarked.value = true
    }
    await store.advance(by: .seconds(1))
    await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false, error: saveError))]
    }
    await store.finish()
}

@Test func requestsForDifferentArticlesDoNotCancelEachOther() async throws {
    let store = try makeStore(bookmarks: "slow")
    await store.send(.home(.bookmarkTapped(1))) {
        $0.bookmarks = [ArticleBookmark(id: 1, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    let second = await store.send(.home(.bookmarkTapped(2))) {
        $0.bookmarks.append(ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false)))
    }
    #expect(second.effectsCancelled.isEmpty)
    await store.advance(by: .seconds(1))
    await store.receive(.bookmarkResponse(id: 1, result: .success(true))) {
        $0.bookmarks[id: 1] = ArticleBookmark(id: 1, isBookmarked: AsyncToggle(value: true))
    }
    await store.receive(.bookmarkResponse(id: 2, result: .success(true))) {
        $0.bookmarks[id: 2] = ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true))
    }
    await store.finish()
}

@Test func togglingDuringAPageLoadDisturbsNeither() async throws {
    let store = try makeStore(articles: "slow", bookmarks: "slow")
    await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
    await store.advance(by: .milliseconds(500))
    let toggle = await store.send(.home(.bookmarkTapped(3))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    }
    #expect(toggle.effectsCancelled.isEmpty)
    await store.advance(by: .seconds(1))
    await store.receive(.bookmarkResponse(id: 3, result: .success(true))) {
        $0.bookmarks = [ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: true))]
    }
    await store.advance(by: .milliseconds(500))
    await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
        $0.articles = rows(1...10)
        $0.nextPage = 3
        $0.pageLoad = .success
    }
    await store.finish()
}

// MARK: - Tabs

@Test func selectingATabShowsIt() async throws {
    let store = try makeStore()
    await store.send(.tabSelected(.bookmarks)) { $0.selectedTab = .bookmarks }
    await store.send(.tabSelected(.home)) { $0.selectedTab = .home }
    await store.finish()
}

@Test func theBookmarksTabListsExactlyTheBookmarkedArticles() {
    var state = firstPageLoaded
    state.bookmarks = [
        ArticleBookmark(id: 4, isBookmarked: AsyncToggle(value: true)),
        ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true)),
        ArticleBookmark(id: 5, isBookmarked: AsyncToggle(value: false, error: saveError)),
    ]
    #expect(state.bookmarkedArticles.map(\.id) == [2, 4])
}
