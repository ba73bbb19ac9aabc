import Features
import Synchronization
import UIStateTCA
import XCTest

// The built-in bookmarks app's reducer tests (FeaturesTests' BookmarksFeatureTests) as a TCA
// user writes them: clients reached through `DependencyValues` properties declared here, slow
// clients sleeping on the test clock the store is given.
//
// FeaturesTests also checks that a send started no effect (`effectsStarted`, uistate's own);
// here exhaustivity checks it, as in TCA: an effect started by mistake sends a response that
// the next `send` or `finish` reports as unreceived.

private typealias Feature = BookmarksFeature

extension DependencyValues {
    fileprivate var articlesClient: ArticlesClient {
        get { self[ArticlesClientKey.self] }
        set { self[ArticlesClientKey.self] = newValue }
    }

    fileprivate var bookmarkClient: BookmarkClient {
        get { self[BookmarkClientKey.self] }
        set { self[BookmarkClientKey.self] = newValue }
    }
}

// MARK: - Fixtures

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

/// Pages that take 2 s on `clock`.
private func slowPages(on clock: TestClock) -> ArticlesClient {
    ArticlesClient { number in
        try await clock.sleep(for: .seconds(2))
        return page(number)
    }
}

/// Bookmarks that take 1 s on `clock`, then succeed or fail.
private func slowBookmarks(on clock: TestClock, failing: Bool = false) -> BookmarkClient {
    BookmarkClient { _, _ in
        try await clock.sleep(for: .seconds(1))
        if failing { throw BookmarkClientKey.failure }
    }
}

private let failingBookmarks = BookmarkClient { _, _ in throw BookmarkClientKey.failure }
private let saveError = BookmarkClientKey.failure.message
private let pageError = ArticlesClientKey.failure.message

private func bookmark(_ id: Int, _ toggle: AsyncToggle<Bool>) -> ArticleBookmark {
    ArticleBookmark(id: id, isBookmarked: toggle)
}

/// A test store of the app starting at `state`, on `clock`, with the clients given and the test
/// values of the others.
private func makeStore(
    _ state: Feature.State = firstPageLoaded,
    clock: TestClock = TestClock(),
    articles: ArticlesClient? = nil,
    bookmarks: BookmarkClient? = nil
) -> TestStoreOf<Feature> {
    TestStore(initialState: state) {
        Feature()
    } withDependencies: {
        $0.continuousClock = clock
        if let articles { $0.articlesClient = articles }
        if let bookmarks { $0.bookmarkClient = bookmarks }
    }
}

// MARK: - Paging

@MainActor
final class BookmarksPagingTests: XCTestCase {
    func testLaunchLoadsTheFirstPage() async {
        let store = makeStore(Feature.State())
        await store.send(.appLaunched) { $0.pageLoad = .loading }
        await store.receive(.articlesResponse(page: 1, result: .success(page(1)))) {
            $0.articles = rows(1...5)
            $0.nextPage = 2
            $0.pageLoad = .success
        }
        await store.finish()
    }

    func testTheLastRowAppearingAppendsTheNextPageAndKeepsTheRows() async {
        let store = makeStore()
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
        // The last page was loaded: appearing again asks for nothing (a load of page 4 would
        // answer, and `finish` would report the answer).
        await store.send(.home(.lastRowAppeared))
        await store.finish()
    }

    func testAppearingAgainWhileAPageLoadsStartsNoSecondLoad() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, articles: slowPages(on: clock))
        await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
        await store.send(.home(.lastRowAppeared))
        await clock.advance(by: .seconds(2))
        await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
            $0.articles = rows(1...10)
            $0.nextPage = 3
            $0.pageLoad = .success
        }
        await store.finish()
    }

    func testAFailedPageKeepsTheRowsShowsTheErrorAndRetryLoadsTheSamePage() async {
        let failNext = Mutex(true)
        let store = makeStore(articles: ArticlesClient { number in
            if failNext.withLock({ $0 }) { throw ArticlesClientKey.failure }
            return page(number)
        })
        await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
        await store.receive(.articlesResponse(page: 2, result: .failure(pageError))) {
            $0.pageLoad = .failure(pageError)
        }
        XCTAssertEqual(store.state.articles, rows(1...5))
        // After a failure only retry loads; scrolling the last row into view again does not.
        await store.send(.home(.lastRowAppeared))

        failNext.withLock { $0 = false }
        await store.send(.home(.retryTapped)) { $0.pageLoad = .loading }
        await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
            $0.articles = rows(1...10)
            $0.nextPage = 3
            $0.pageLoad = .success
        }
        await store.finish()
    }

    func testRetryDoesNothingUnlessTheLastLoadFailed() async {
        let store = makeStore()
        await store.send(.home(.retryTapped))
        await store.finish()
    }

    func testAStalePageResponseIsIgnored() async {
        let store = makeStore()
        await store.send(.articlesResponse(page: 1, result: .success(page(1))))
        await store.finish()
    }
}

// MARK: - Async toggle

@MainActor
final class BookmarksToggleTests: XCTestCase {
    func testABookmarkFlipsAtOnceAndCompletesOnSuccess() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, bookmarks: slowBookmarks(on: clock))
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.bookmarkResponse(id: 3, result: .success(true))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true))]
        }
        XCTAssertTrue(store.state.isBookmarked(3))
        await store.finish()
    }

    func testAFailedBookmarkRestoresTheOriginalValueAndKeepsTheError() async {
        let store = makeStore(bookmarks: failingBookmarks)
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: false, error: saveError))]
        }
        // The next toggle clears the kept error.
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: false, error: saveError))]
        }
        await store.finish()
    }

    func testRemovingABookmarkThatFailsPutsItBack() async {
        var state = firstPageLoaded
        state.bookmarks = [bookmark(2, AsyncToggle(value: true))]
        let store = makeStore(state, bookmarks: failingBookmarks)
        await store.send(.bookmarks(.bookmarkTapped(2))) {
            $0.bookmarks = [bookmark(2, AsyncToggle(value: false, isProcessing: true, originalValue: true))]
        }
        await store.receive(.bookmarkResponse(id: 2, result: .failure(saveError))) {
            $0.bookmarks = [bookmark(2, AsyncToggle(value: true, error: saveError))]
        }
        XCTAssertEqual(store.state.bookmarkedArticles.map(\.id), [2])
        await store.finish()
    }

    func testAResponseForAnArticleWithNoRequestInFlightIsIgnored() async {
        var state = firstPageLoaded
        state.bookmarks = [bookmark(2, AsyncToggle(value: true))]
        let store = makeStore(state)
        await store.send(.bookmarkResponse(id: 2, result: .failure(saveError)))
        await store.send(.bookmarkResponse(id: 4, result: .success(true)))
        await store.finish()
    }

    func testTappingTheBookmarkOfAnArticleNotShownDoesNothing() async {
        let store = makeStore()
        await store.send(.home(.bookmarkTapped(99)))
        await store.finish()
    }
}

// MARK: - Cancellation

// FeaturesTests compares the effects a send cancelled with those an earlier one started
// (uistate's own); here the cancelled request's answer not arriving is what shows it: an
// exhaustive `receive` takes the next action whichever it is.
@MainActor
final class BookmarksCancellationTests: XCTestCase {
    func testTogglingAgainWhileInFlightCancelsTheRequestAndStartsANewOne() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, bookmarks: slowBookmarks(on: clock))
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await clock.advance(by: .milliseconds(500))
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: false, isProcessing: true, originalValue: false))]
        }
        // The first request would have answered at 1 s; it was cancelled, so nothing arrives.
        await clock.advance(by: .milliseconds(600))
        await clock.advance(by: .milliseconds(400))
        await store.receive(.bookmarkResponse(id: 3, result: .success(false))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: false))]
        }
        await store.finish()
    }

    func testAFailureAfterACancelledRequestRollsBackToTheValueBeforeTheFirstToggle() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, bookmarks: slowBookmarks(on: clock, failing: true))
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await store.send(.bookmarks(.bookmarkTapped(3))) {
            $0.bookmarks[id: 3]?.isBookmarked.value = false
        }
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks[id: 3]?.isBookmarked.value = true
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.bookmarkResponse(id: 3, result: .failure(saveError))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: false, error: saveError))]
        }
        await store.finish()
    }

    func testRequestsForDifferentArticlesDoNotCancelEachOther() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, bookmarks: slowBookmarks(on: clock))
        await store.send(.home(.bookmarkTapped(1))) {
            $0.bookmarks = [bookmark(1, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await store.send(.home(.bookmarkTapped(2))) {
            $0.bookmarks.append(bookmark(2, AsyncToggle(value: true, isProcessing: true, originalValue: false)))
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.bookmarkResponse(id: 1, result: .success(true))) {
            $0.bookmarks[id: 1] = bookmark(1, AsyncToggle(value: true))
        }
        await store.receive(.bookmarkResponse(id: 2, result: .success(true))) {
            $0.bookmarks[id: 2] = bookmark(2, AsyncToggle(value: true))
        }
        await store.finish()
    }

    func testTogglingDuringAPageLoadDisturbsNeither() async {
        let clock = TestClock()
        let store = makeStore(clock: clock, articles: slowPages(on: clock), bookmarks: slowBookmarks(on: clock))
        await store.send(.home(.lastRowAppeared)) { $0.pageLoad = .loading }
        await clock.advance(by: .milliseconds(500))
        await store.send(.home(.bookmarkTapped(3))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true, isProcessing: true, originalValue: false))]
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.bookmarkResponse(id: 3, result: .success(true))) {
            $0.bookmarks = [bookmark(3, AsyncToggle(value: true))]
        }
        await clock.advance(by: .milliseconds(500))
        await store.receive(.articlesResponse(page: 2, result: .success(page(2)))) {
            $0.articles = rows(1...10)
            $0.nextPage = 3
            $0.pageLoad = .success
        }
        await store.finish()
    }
}

// MARK: - Tabs

@MainActor
final class BookmarksTabTests: XCTestCase {
    func testSelectingATabShowsIt() async {
        let store = makeStore()
        await store.send(.tabSelected(.bookmarks)) { $0.selectedTab = .bookmarks }
        await store.send(.tabSelected(.home)) { $0.selectedTab = .home }
        await store.finish()
    }

    func testTheBookmarksTabListsExactlyTheBookmarkedArticles() {
        var state = firstPageLoaded
        state.bookmarks = [
            bookmark(4, AsyncToggle(value: true)),
            bookmark(2, AsyncToggle(value: true)),
            bookmark(5, AsyncToggle(value: false, error: saveError)),
        ]
        XCTAssertEqual(state.bookmarkedArticles.map(\.id), [2, 4])
    }
}
