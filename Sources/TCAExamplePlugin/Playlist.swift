import UIStateTCA

// A feature whose list is a shared value and whose preview declares that value before building
// its store, as swift-sharing's previews do: the preview shows the songs it declared. Clearing
// asks first, with an alert that has a message. Its view passes closures to plain parameters
// (`filter`, `contains(where:)`), which the Swift 6 mode checks at run time.

extension SharedKey where Self == InMemoryKey<[String]>.Default {
    static var songs: Self { Self[.inMemory("songs"), default: []] }
}

@Reducer
struct Playlist {
    @ObservableState
    struct State: Equatable {
        @Shared(.songs) var songs
        @Presents var alert: AlertState<Action.Alert>?
    }

    enum Action {
        case alert(PresentationAction<Alert>)
        case clearButtonTapped

        enum Alert {
            case confirmClearing
        }
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.confirmClearing)):
                state.$songs.withLock { $0.removeAll() }
                return .none
            case .alert:
                return .none
            case .clearButtonTapped:
                let count = state.songs.count
                state.alert = AlertState {
                    TextState("Clear the playlist?")
                } actions: {
                    ButtonState(role: .destructive, action: .confirmClearing) { TextState("Clear") }
                } message: {
                    TextState("\(count) songs will be removed.")
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

struct PlaylistView: View {
    @Bindable var store: StoreOf<Playlist>

    var body: some View {
        List {
            // Closures handed to plain parameters, in a body and in an action: compiled in the
            // Swift 6 mode, each checks on entry that the main actor runs it.
            Text("\(store.songs.filter { !$0.isEmpty }.count) songs")
            ForEach(store.songs, id: \.self) { song in
                Text(song)
            }
            Button("Clear") {
                if store.songs.contains(where: { !$0.isEmpty }) { store.send(.clearButtonTapped) }
            }
        }
        .alert($store.scope(state: \.alert, action: \.alert))
    }
}

#Preview("Playlist") {
    @Shared(.songs) var songs = ["Intro", "Outro"]
    PlaylistView(store: Store(initialState: Playlist.State()) { Playlist() })
}
