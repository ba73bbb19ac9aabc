import Components
import Features
import UIStateTesting
import JSON
import StoreRuntime
import Testing

// MARK: - Fixtures

private typealias Feature = BookmarksFeature

private func render(_ state: Feature.State) -> RenderedTree<Feature.Action> {
    RenderedTree(rendering: Feature.view(state), environment: bookmarksEnvironment())
}

private func outline(_ state: Feature.State) -> String {
    render(state).outline(encodeAction: bookmarksWireForm)
}

private var loaded: Feature.State {
    Feature.State(
        articles: IdentifiedArray(ArticlesClientKey.catalog.prefix(5)),
        nextPage: 2,
        hasMorePages: true,
        pageLoad: .success
    )
}

private func bookmarkButton(_ tree: RenderedTree<Feature.Action>, articleID: Int) -> RenderedNode<Feature.Action>? {
    let title = ArticlesClientKey.catalog[articleID - 1].title
    return tree.nodes(matching: Selector(label: "Bookmark \(title)", type: "button")).first
}

/// The bookmark button is a plain button around an image (seed 003's `BookmarkButtonView`).
private func icon(_ button: RenderedNode<Feature.Action>?) -> (image: String?, color: String?) {
    let image = button?.children.first { $0.type == "image" }
    return (image?.properties["systemName"]?.stringValue, image?.properties["foreground"]?.stringValue)
}

// MARK: - Bookmark button

@Test func theBookmarkButtonIsAFilledBlueBookmarkWhenBookmarkedAndAGrayOutlineOtherwise() {
    var state = loaded
    state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true))]
    let tree = render(state)
    #expect(icon(bookmarkButton(tree, articleID: 2)) == ("bookmark.fill", "blue"))
    #expect(icon(bookmarkButton(tree, articleID: 3)) == ("bookmark", "gray"))
}

@Test func tappingTheBookmarkButtonSendsTheTabsBookmarkAction() throws {
    var state = loaded
    state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true))]
    let label = "Bookmark " + ArticlesClientKey.catalog[1].title
    #expect(try render(state).tap(.label(label)).actions == [.home(.bookmarkTapped(2))])
    state.selectedTab = .bookmarks
    #expect(try render(state).tap(.label(label)).actions == [.bookmarks(.bookmarkTapped(2))])
}

/// Seed 003's bookmark button is SwiftUI's plain `Button`: a tap is the toggle and nothing else,
/// no haptic (unlike seed 000's design-system button, whose taps fire a medium haptic).
@Test func aBookmarkTapFiresNoHaptic() throws {
    let label = "Bookmark " + ArticlesClientKey.catalog[1].title
    for bookmarked in [false, true] {
        var state = loaded
        state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: bookmarked))]
        let tap = try render(state).tap(.label(label))
        #expect(tap.events.isEmpty)
        #expect(tap.steps.count == 1)
        let button = bookmarkButton(render(state), articleID: 2)
        #expect(button?.properties["style"] == "plain")
        #expect(button?.properties["hapticFeedback"] == nil)
    }
}

@Test func theButtonStaysTappableWhileItsRequestIsInFlight() throws {
    var state = loaded
    state.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false))]
    let label = "Bookmark " + ArticlesClientKey.catalog[1].title
    #expect(try render(state).tap(.label(label)).actions == [.home(.bookmarkTapped(2))])
}

// MARK: - Cross-tab update

@Test func aToggleInTheBookmarksTabShowsInBothTabsAfterTheSameAction() async throws {
    var initial = loaded
    initial.selectedTab = .bookmarks
    initial.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true)), ArticleBookmark(id: 4, isBookmarked: AsyncToggle(value: true))]
    let store = Store(initialState: initial, reducer: Feature(), dependencies: .test())
    let result = await store.send(.bookmarks(.bookmarkTapped(2)))
    #expect(result.actionsProcessed == 1)
    var after = await store.state
    // The bookmarks tab no longer lists it …
    #expect(bookmarkButton(render(after), articleID: 2) == nil)
    #expect(bookmarkButton(render(after), articleID: 4) != nil)
    // … and the home tab shows it unbookmarked, from the very same state.
    after.selectedTab = .home
    #expect(icon(bookmarkButton(render(after), articleID: 2)) == ("bookmark", "gray"))
    try await store.settle()
}

@Test func aToggleInTheHomeTabShowsInTheBookmarksTabAndAFailureRollsBackInBoth() async throws {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset("fails", for: BookmarkClientKey.self)
    let store = Store(initialState: loaded, reducer: Feature(), dependencies: dependencies)
    await store.send(.home(.bookmarkTapped(3)))
    var flipped = await store.state
    #expect(icon(bookmarkButton(render(flipped), articleID: 3)) == ("bookmark.fill", "blue"))
    flipped.selectedTab = .bookmarks
    #expect(icon(bookmarkButton(render(flipped), articleID: 3)) == ("bookmark.fill", "blue"))

    try await store.settle()
    var rolledBack = await store.state
    #expect(icon(bookmarkButton(render(rolledBack), articleID: 3)) == ("bookmark", "gray"))
    rolledBack.selectedTab = .bookmarks
    #expect(bookmarkButton(render(rolledBack), articleID: 3) == nil)
}

// MARK: - Paging from the view

@Test func onlyTheLastRowDeclaresTheAppearActionAndOnlyWhileMorePagesExist() throws {
    let tree = render(loaded)
    let appearing = tree.nodes(matching: Selector()).filter { $0.interactions.appear != nil }.map(\.id)
    #expect(appearing.count == 1)
    let last = try #require(appearing.first)
    #expect(last.hasSuffix("[5]"))
    #expect(try tree.appear(.id(last)).actions == [.home(.lastRowAppeared)])

    var end = loaded
    end.hasMorePages = false
    #expect(render(end).nodes(matching: Selector()).allSatisfy { $0.interactions.appear == nil })
}

@Test func theErrorStateOffersRetry() throws {
    var state = loaded
    state.pageLoad = .failure(ArticlesClientKey.failure.message)
    let tree = render(state)
    #expect(try tree.tap(.text("Retry")).actions == [.home(.retryTapped)])
    #expect(tree.node(id: "home.error") != nil)
}

// MARK: - Goldens

@Test func goldenHomeLoading() throws {
    var state = Feature.initialState
    state.pageLoad = .loading
    try assertGolden(outline(state), file: "Bookmarks/home-loading.txt")
}

@Test func goldenHomeWithBookmarksInFlightAndFailed() throws {
    var state = loaded
    state.bookmarks = [
        ArticleBookmark(id: 1, isBookmarked: AsyncToggle(value: true)),
        ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true, isProcessing: true, originalValue: false)),
        ArticleBookmark(id: 3, isBookmarked: AsyncToggle(value: false, error: BookmarkClientKey.failure.message)),
    ]
    try assertGolden(outline(state), file: "Bookmarks/home-bookmarks.txt")
}

@Test func goldenHomePageFailure() throws {
    var state = loaded
    state.pageLoad = .failure(ArticlesClientKey.failure.message)
    try assertGolden(outline(state), file: "Bookmarks/home-page-failure.txt")
}

@Test func goldenBookmarksTab() throws {
    var state = loaded
    state.selectedTab = .bookmarks
    try assertGolden(outline(state), file: "Bookmarks/bookmarks-empty.txt")
    state.bookmarks = [ArticleBookmark(id: 4, isBookmarked: AsyncToggle(value: true)), ArticleBookmark(id: 1, isBookmarked: AsyncToggle(value: true))]
    try assertGolden(outline(state), file: "Bookmarks/bookmarks-list.txt")
}

// MARK: - Schemas

@Test func bookmarksSchemasDescribeTheWireForm() throws {
    try bookmarksCheckSchemas(
        initialState: Feature.initialState,
        stateSchema: Feature.stateSchema,
        sampleActions: Feature.sampleActions,
        actionSchema: Feature.actionSchema
    )
    // A state with every optional part filled validates too.
    var full = loaded
    full.pageLoad = .failure("x")
    full.bookmarks = [ArticleBookmark(id: 2, isBookmarked: AsyncToggle(value: true, isProcessing: true, error: "e", originalValue: false))]
    try bookmarksCheckSchemas(initialState: full, stateSchema: Feature.stateSchema, sampleActions: [Feature.Action](), actionSchema: Feature.actionSchema)
    #expect(try JSONValueEncoder().encode(Feature.Action.home(.bookmarkTapped(3))) == ["home": ["bookmarkTapped": 3]])
}

@Test func bookmarksPluginSurface() {
    #expect(Feature.name == "bookmarks")
    #expect(Feature.version == "1.0.0")
    #expect(Feature.launchAction == .appLaunched)
    #expect(Feature.dependencyKeys.map { $0.name } == ["articles", "bookmarkAPI"])
    #expect(ArticlesClientKey.presetNames == ["succeeds", "fails", "slow"])
    #expect(BookmarkClientKey.presetNames == ["succeeds", "fails", "slow"])
}
