import UIStateTCA

// A feature as TCA 1.7+ apps write it: `@Reducer`, `@ObservableState`, nothing `Codable` and no
// glue to host it. Its `#Preview` is how the plugin serves it (`Previews.declaredFeatures()` in
// main.swift): its screen renders and taps, and its state reads as its fields.

@Reducer
struct Scoreboard {
    @ObservableState
    struct State: Equatable {
        var home = 0
        var away = 0
    }

    enum Team {
        case home, away
    }

    enum Action {
        case resetButtonTapped
        case scored(Team)
    }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .resetButtonTapped:
                state = State()
            case .scored(.home):
                state.home += 1
            case .scored(.away):
                state.away += 1
            }
            return .none
        }
    }
}

struct ScoreboardView: View {
    let store: StoreOf<Scoreboard>

    var body: some View {
        VStack {
            Text("\(store.home) : \(store.away)")
            HStack {
                Button("Home scores") { store.send(.scored(.home)) }
                Button("Away scores") { store.send(.scored(.away)) }
            }
            Button("Reset", role: .destructive) { store.send(.resetButtonTapped) }
        }
    }
}

#Preview("Scoreboard") {
    ScoreboardView(store: Store(initialState: Scoreboard.State(home: 1)) { Scoreboard() })
}
