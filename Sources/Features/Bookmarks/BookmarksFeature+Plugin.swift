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

    private typealias S = JSONSchema

    private static let tabSchema = S.cases(of: Tab.self)
    private static let articleSchema = S.object(["id": S.integer, "title": S.string])

    package static let stateSchema = S.document(title: "bookmarks state", S.object([
        "selectedTab": tabSchema,
        "articles": S.array(of: articleSchema),
        "nextPage": S.integer(minimum: 1),
        "hasMorePages": S.boolean,
        "pageLoad": S.oneOf([
            S.bare("idle"), S.bare("loading"), S.bare("success"), S.tagged("failure", S.string),
        ]),
        "bookmarks": S.array(of: S.object([
            "id": S.integer,
            "isBookmarked": S.object(
                ["value": S.boolean, "isProcessing": S.boolean, "error": S.string, "originalValue": S.boolean],
                optional: ["error", "originalValue"]
            ),
        ])),
    ]))

    package static let actionSchema = S.action(title: "bookmarks action", [
        S.bare("appLaunched"),
        S.tagged("tabSelected", tabSchema),
        S.tagged("home", S.oneOf([
            S.tagged("bookmarkTapped", S.integer),
            S.bare("lastRowAppeared"),
            S.bare("retryTapped"),
        ])),
        S.tagged("bookmarks", S.tagged("bookmarkTapped", S.integer)),
        S.tagged("articlesResponse", S.object([
            "page": S.integer,
            "result": S.oneOf([
                S.tagged("success", S.object(["articles": S.array(of: articleSchema), "hasMore": S.boolean])),
                S.tagged("failure", S.string),
            ]),
        ])),
        S.tagged("bookmarkResponse", S.object([
            "id": S.integer,
            "result": S.oneOf([S.tagged("success", S.boolean), S.tagged("failure", S.string)]),
        ])),
    ])
}
