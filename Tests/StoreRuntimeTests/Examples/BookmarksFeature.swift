import StoreRuntime

// MARK: - BookmarksFeature

/// Two tabs that share one list of bookmarks (an in-memory shared key) and an onboarding flag
/// persisted like `@AppStorage`.
struct BookmarksFeature: Reducer {
    struct State: Equatable, Sendable {
        var feed = Feed.State()
        var settings = Settings.State()
        var bookmarkCount = 0
        @Shared(.hasSeenOnboarding) var hasSeenOnboarding = false
    }

    enum Action: Equatable, Sendable {
        case feed(Feed.Action)
        case settings(Settings.Action)
        case onboardingFinished
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.feed, action: CasePath(embed: Action.feed, extract: { if case .feed(let a) = $0 { a } else { nil } })) {
            Feed()
        }
        Scope(state: \.settings, action: CasePath(embed: Action.settings, extract: { if case .settings(let a) = $0 { a } else { nil } })) {
            Settings()
        }
        Reduce { state, action in
            switch action {
            case .onboardingFinished:
                state.hasSeenOnboarding = true
            case .feed, .settings:
                // Reads through the settings tab's handle what the feed tab just wrote.
                state.bookmarkCount = state.settings.bookmarks.count
            }
            return .none
        }
    }
}

struct Feed: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.bookmarks) var bookmarks: [Int] = []
    }

    enum Action: Equatable, Sendable { case bookmarkTapped(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .bookmarkTapped(let id):
            state.bookmarks.append(id)
            return .none
        }
    }
}

struct Settings: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.bookmarks) var bookmarks: [Int] = []
    }

    enum Action: Equatable, Sendable { case clearBookmarksTapped }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .clearBookmarksTapped:
            state.bookmarks = []
            return .none
        }
    }
}

extension SharedKey where Value == [Int] {
    static var bookmarks: SharedKey { .inMemory("bookmarks") }
}

extension SharedKey where Value == Bool {
    static var hasSeenOnboarding: SharedKey { .persisted("hasSeenOnboarding", coder: BoolCoder()) }
}

/// Stores a flag as the text `true` or `false`; the host's coder would be JSON.
struct BoolCoder: SharedCoder {
    struct InvalidBytes: Error {}

    func encode(_ value: Bool) throws -> [UInt8] { Array(String(value).utf8) }

    func decode(_ bytes: [UInt8]) throws -> Bool {
        guard let value = Bool(String(decoding: bytes, as: UTF8.self)) else { throw InvalidBytes() }
        return value
    }
}
