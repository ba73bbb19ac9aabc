import StoreRuntime

// MARK: - CounterFeature

/// The counter example (`examples/counter/README.md`): a count, and a fact about the number
/// fetched 500 ms after the last tap (debounced), from a client with presets.
struct CounterFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var fact: String?
        var isLoadingFact = false
    }

    enum Action: Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
        case factResponse(String)
        case factFailed
    }

    /// Debounced fact requests share this id, so a new tap replaces a pending request.
    enum CancelID { case fact }

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return requestFact(for: &state)
            case .decrementButtonTapped:
                state.count -= 1
                return requestFact(for: &state)
            case .factResponse(let fact):
                state.fact = fact
                state.isLoadingFact = false
                Dependencies.current.events.emit("haptic", ["style": "success"])
                return .none
            case .factFailed:
                state.isLoadingFact = false
                return .none
            }
        }
    }

    private func requestFact(for state: inout State) -> Effect<Action> {
        state.fact = nil
        state.isLoadingFact = true
        let count = state.count
        return .run { send, dependencies in
            let fact = try await dependencies[NumberFactClient.self].fact(count)
            await send(.factResponse(fact))
        } catch: { _, send in
            await send(.factFailed)
        }
        .debounce(id: CancelID.fact, for: .milliseconds(500))
    }
}

// MARK: - NumberFactClient

/// The counter's own dependency: tells a fact about a number.
struct NumberFactClient: Sendable {
    var fact: @Sendable (Int) async throws -> String
}

struct NumberFactError: Error, Equatable {}

enum NumberFactKey: DependencyKey {
    static let name = "numberFact"
    static let liveValue = NumberFactClient { "\($0) is a number." }
    static let testValue = NumberFactClient { "\($0) is a good number." }
    static let presets: [String: NumberFactClient] = [
        "fails": NumberFactClient { _ in throw NumberFactError() },
        "slow": NumberFactClient { number in
            try await Dependencies.current.clock.sleep(for: .seconds(2))
            return "\(number) is a good number."
        },
    ]
}

extension Dependencies {
    subscript(_: NumberFactClient.Type) -> NumberFactClient {
        self[NumberFactKey.self]
    }
}
