import Foundation
import Testing
import UIStateTCA

// A test's own `@Shared` beside the test store, as SyncUps-style apps test deletion: the test
// declares the shared list, hands one row's handle to the feature, and reads the list afterwards
// to see what the feature did to it.

struct Playlist: Equatable, Codable, Identifiable, Sendable {
    let id: Int
    var name: String
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Playlist>>.Default {
    static var playlists: Self {
        Self[.fileStorage(.documentsDirectory.appending(component: "playlists.json")), default: []]
    }
}

@Reducer
struct PlaylistDetail {
    @ObservableState
    struct State: Equatable {
        @Shared var playlist: Playlist
    }

    enum Action: Equatable {
        case deleteTapped
        case renameTapped(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .deleteTapped:
                return .run { [id = state.playlist.id] _ in
                    @Shared(.playlists) var playlists
                    $playlists.withLock { _ = $0.remove(id: id) }
                }
            case let .renameTapped(name):
                state.$playlist.withLock { $0.name = name }
                return .none
            }
        }
    }
}

@Suite struct SharedOutsideAStoreTests {
    let road = Playlist(id: 1, name: "Road trip")
    let focus = Playlist(id: 2, name: "Focus")

    @Test func theTestsHandleSeesARowTheFeatureDeleted() async throws {
        @Shared(.playlists) var playlists = [road, focus]
        let row = try #require(Shared($playlists[id: road.id]))
        let store = TestStore(initialState: PlaylistDetail.State(playlist: row)) { PlaylistDetail() }

        await store.send(.deleteTapped)
        await store.finish()

        #expect(playlists == [focus])
    }

    @Test func theTestsHandleSeesARowTheFeatureRenamed() async throws {
        @Shared(.playlists) var playlists = [road, focus]
        let row = try #require(Shared($playlists[id: road.id]))
        let store = TestStore(initialState: PlaylistDetail.State(playlist: row)) { PlaylistDetail() }

        await store.send(.renameTapped("Long drive")) {
            $0.$playlist.withLock { $0.name = "Long drive" }
        }

        #expect(playlists.map(\.name) == ["Long drive", "Focus"])
    }

    @Test func beforeAStoreReadsItAHandleIsAValue() {
        @Shared(.playlists) var playlists = [road]
        let copy = $playlists
        playlists.append(focus)
        #expect(playlists == [road, focus])
        #expect(copy.wrappedValue == [road], "a copy made before the write keeps its own value")
    }
}
