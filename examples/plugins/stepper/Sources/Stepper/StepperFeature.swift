import UIStatePlugin

// MARK: - StepperFeature

/// A count moved by a step the user picks: the smallest useful feature with a view.
public struct StepperFeature: Reducer {
    public struct State: Codable, Equatable, Sendable {
        public var count = 0
        public var step = 1

        public init(count: Int = 0, step: Int = 1) {
            self.count = count
            self.step = step
        }
    }

    public enum Action: Codable, Equatable, Sendable {
        case incrementButtonTapped
        case decrementButtonTapped
        case stepChanged(Int)
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += state.step
            case .decrementButtonTapped:
                state.count -= state.step
            case .stepChanged(let step):
                // A step below 1 would make the buttons do nothing or the opposite of their label.
                state.step = max(1, step)
            }
            return .none
        }
    }
}
