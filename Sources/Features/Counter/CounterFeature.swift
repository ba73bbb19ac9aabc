package import StoreRuntime

// MARK: - CounterFeature

/// The counter example as a built-in feature: a count changed by buttons or by typing it, and a
/// fact about the number fetched 500 ms after the last change (debounced), from a client with
/// presets. The host's end-to-end tests and benchmark drive it.
package struct CounterFeature: Reducer {
    package struct State: Codable, Equatable, Sendable {
        package var count: Int
        package var fact: String?
        package var isLoadingFact: Bool
        /// The count field's text while it is being edited.
        package var countText: String
        package var isCountFieldFocused: Bool

        package init(count: Int = 0, fact: String? = nil, isLoadingFact: Bool = false, countText: String = "0", isCountFieldFocused: Bool = false) {
            self.count = count
            self.fact = fact
            self.isLoadingFact = isLoadingFact
            self.countText = countText
            self.isCountFieldFocused = isCountFieldFocused
        }
    }

    package enum Action: Codable, Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
        /// Resets the count to zero (disabled while it is zero).
        case resetButtonTapped
        /// The count field's text changed; a whole number becomes the count.
        case countTextChanged(String)
        case countFieldFocusChanged(Bool)
        case factResponse(String)
        case factFailed
    }

    /// Debounced fact requests share this id, so a new change replaces a pending request.
    enum CancelID { case fact }

    package init() {}

    package var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                return requestFact(for: &state)
            case .decrementButtonTapped:
                state.count -= 1
                return requestFact(for: &state)
            case .resetButtonTapped:
                state.count = 0
                state.fact = nil
                state.isLoadingFact = false
                state.countText = "0"
                return .cancel(id: CancelID.fact)
            case .countTextChanged(let text):
                state.countText = text
                guard let number = Int(text), number != state.count else { return .none }
                state.count = number
                return requestFact(for: &state, keepingText: true)
            case .countFieldFocusChanged(let isFocused):
                state.isCountFieldFocused = isFocused
                return .none
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

    private func requestFact(for state: inout State, keepingText: Bool = false) -> Effect<Action> {
        state.fact = nil
        state.isLoadingFact = true
        if !keepingText { state.countText = String(state.count) }
        let count = state.count
        return .run { send, dependencies in
            let fact = try await dependencies[NumberFactKey.self].fact(count)
            await send(.factResponse(fact))
        } catch: { _, send in
            await send(.factFailed)
        }
        .debounce(id: CancelID.fact, for: .milliseconds(500))
    }
}

// MARK: - NumberFactClient

/// The counter's own dependency: tells a fact about a number.
package struct NumberFactClient: Sendable {
    package var fact: @Sendable (Int) async throws -> String

    package init(fact: @escaping @Sendable (Int) async throws -> String) {
        self.fact = fact
    }
}

/// Why the `fails` preset fails.
package struct NumberFactError: Error, Equatable, Sendable {}

/// Presets: `succeeds` (default), `fails`, `slow` (2 s on the store's clock), `never` (no answer
/// until the request is cancelled: a loading state that stays, and an effect that is still
/// running however long a test or a slow machine takes).
package enum NumberFactKey: DependencyKey {
    package static let name = "numberFact"
    package static let liveValue = NumberFactClient { "\($0) is a number." }
    package static let testValue = NumberFactClient { "\($0) is a good number." }
    package static let presets: [String: NumberFactClient] = [
        "fails": NumberFactClient { _ in throw NumberFactError() },
        "never": NumberFactClient { _ in
            // Task.sleep ends early only when the effect is cancelled; no thread is held meanwhile.
            try await Task.sleep(for: .seconds(365 * 24 * 3600))
            throw CancellationError()
        },
        "slow": NumberFactClient { number in
            try await Dependencies.current.clock.sleep(for: .seconds(2))
            return "\(number) is a good number."
        },
    ]
}
