import StoreRuntime

// MARK: - Counter

/// A small feature with every kind of effect the test store's failures talk about.
struct Counter: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var label = "zero"
        var isTimerRunning = false
    }

    enum Action: Equatable, Sendable {
        case incrementTapped
        case noopTapped
        case delayedIncrementTapped
        case delayedIncrementFinished
        case timerToggled
        case timerTicked
        case saveTapped
        case delegate(Delegate)

        enum Delegate: Equatable, Sendable {
            case saved(count: Int)
        }
    }

    enum CancelID { case timer }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .incrementTapped:
            state.count += 1
            state.label = "count \(state.count)"
            return .none
        case .noopTapped:
            return .none
        case .delayedIncrementTapped:
            return .run { send, dependencies in
                try await dependencies.clock.sleep(for: .seconds(1))
                await send(.delayedIncrementFinished)
            }
        case .delayedIncrementFinished:
            state.count += 1
            return .none
        case .timerToggled:
            state.isTimerRunning.toggle()
            guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
            return .run { send, dependencies in
                while true {
                    try await dependencies.clock.sleep(for: .seconds(1))
                    await send(.timerTicked)
                }
            }
            .cancellable(id: CancelID.timer)
        case .timerTicked:
            state.count += 1
            return .none
        case .saveTapped:
            return .send(.delegate(.saved(count: state.count)))
        case .delegate:
            return .none
        }
    }
}
