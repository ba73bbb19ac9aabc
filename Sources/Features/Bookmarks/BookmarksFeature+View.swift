package import Components

// MARK: - View

extension BookmarksFeature {
    /// The selected tab's screen above a tab bar.
    package static func view(_ state: State) -> some Component<Action> {
        VStack(spacing: 0) {
            switch state.selectedTab {
            case .home:
                homeTab(state)
            case .bookmarks:
                bookmarksTab(state)
            }
            tabBar(state)
        }
    }

    static func homeTab(_ state: State) -> some Component<Action> {
        VStack(spacing: 0) {
            List {
                ForEach(state.articles) { article in
                    let row = articleRow(article, state: state, tap: .home(.bookmarkTapped(article.id)))
                    if state.hasMorePages && article.id == state.articles.last?.id {
                        row.onAppear(.home(.lastRowAppeared))
                    } else {
                        row
                    }
                }
            }
            .id("home.list")
            switch state.pageLoad {
            case .loading:
                Text("Loading…").foreground(.gray).id("home.loading")
            case .failure(let message):
                VStack(spacing: 8) {
                    Text(message).foreground(.red)
                    Button.titleOnly(title: "Retry", action: .home(.retryTapped))
                }
                .id("home.error")
            case .idle, .success:
                if !state.hasMorePages {
                    Text("You're all caught up").foreground(.gray).id("home.end")
                }
            }
        }
        .id("home")
        .navigationTitle("Home")
    }

    static func bookmarksTab(_ state: State) -> some Component<Action> {
        VStack(spacing: 0) {
            let bookmarked = state.bookmarkedArticles
            if bookmarked.isEmpty {
                Text("No bookmarks yet").foreground(.gray).id("bookmarks.empty")
            } else {
                List {
                    ForEach(bookmarked) { article in
                        articleRow(article, state: state, tap: .bookmarks(.bookmarkTapped(article.id)))
                    }
                }
                .id("bookmarks.list")
            }
        }
        .id("bookmarks")
        .navigationTitle("Bookmarks")
    }

    /// A title, the last bookmark error if any, and the bookmark button.
    static func articleRow(_ article: Article, state: State, tap: Action) -> some Component<Action> {
        let toggle = state.bookmarks[id: article.id]?.isBookmarked
        let isBookmarked = toggle?.value ?? false
        return HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(article.title).font(.bodyMedium16)
                if toggle?.isProcessing == true {
                    Text("Saving…").font(.captionRegular12).foreground(.gray)
                }
                if let error = toggle?.error {
                    Text(error).font(.captionRegular12).foreground(.red)
                }
            }
            Spacer()
            bookmarkButton(isBookmarked: isBookmarked, title: article.title, tap: tap)
        }
    }

    /// Seed 003's `BookmarkButtonView`: a plain SwiftUI `Button` around the image, so a tap sends
    /// the toggle and nothing else (no haptic, unlike seed 000's design-system button).
    static func bookmarkButton(isBookmarked: Bool, title: String, tap: Action) -> some Component<Action> {
        PlainButton(action: tap) {
            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
                .foreground(isBookmarked ? .blue : .gray)
        }
        .accessibilityLabel("Bookmark \(title)")
    }

    static func tabBar(_ state: State) -> some Component<Action> {
        HStack(spacing: 0) {
            Button.iconLeading(image: "house", title: "Home", action: .tabSelected(.home))
                .foreground(state.selectedTab == .home ? .blue : .gray)
            Button.iconLeading(image: "bookmark", title: "Bookmarks", action: .tabSelected(.bookmarks))
                .foreground(state.selectedTab == .bookmarks ? .blue : .gray)
        }
        .id("tabBar")
        .accessibilityRole(AccessibilityRole(rawValue: "tabBar"))
    }
}
