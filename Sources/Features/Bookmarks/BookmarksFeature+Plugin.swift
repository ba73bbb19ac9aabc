package import JSON
import FeatureKit
package import StoreRuntime

// MARK: - Plugin surface

extension BookmarksFeature {
    package static let name = "bookmarks"
    package static var initialState: State { State() }

    /// The app starting loads the first page.
    package static var launchAction: Action? { .appLaunched }

    /// Computed: an array of existential metatypes is not `Sendable`, so a stored `let` warns.
    package static var dependencyKeys: [any DependencyKey.Type] {
        [ArticlesClientKey.self, BookmarkClientKey.self]
    }

    package static let sampleActions: [Action] = [
        .appLaunched,
        .tabSelected(.bookmarks),
        .home(.bookmarkTapped(3)),
        .home(.lastRowAppeared),
        .home(.retryTapped),
        .bookmarks(.bookmarkTapped(3)),
        .articlesResponse(page: 1, result: .success(ArticlePage(articles: [Article(id: 1, title: "Paging a long list")], hasMore: true))),
        .articlesResponse(page: 2, result: .failure("The network connection was lost.")),
        .bookmarkResponse(id: 3, result: .success(true)),
        .bookmarkResponse(id: 3, result: .failure("Couldn't save the bookmark. Try again.")),
    ]

    // MARK: - Schemas

    /// Derived from the types, with what they cannot say: pages are numbered from 1.
    package static let stateSchema = derivedStateSchema.refining("/nextPage", ["minimum": 1])
}

/// The page load is held in state only, so no sample action shows its cases.
extension BookmarksFeature.PageLoad: EnumCaseSamples {
    package static let sampleCases: [Self] = [.idle, .loading, .success, .failure("The network connection was lost.")]
}
