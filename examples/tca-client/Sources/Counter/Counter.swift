#if canImport(ComposableArchitecture)
import ComposableArchitecture
import SwiftUI
#else
import UIStateTCA
#endif

/// A counter as a TCA app writes it today: `@Reducer`, `@ObservableState`, a view that reads the
/// store, a delegate action, and a `#Preview`.
@Reducer
public struct Counter {
    @ObservableState
    public struct State: Equatable {
        public var count = 0
        public init(count: Int = 0) { self.count = count }
    }

    public enum Action: Equatable {
        case decrementButtonTapped
        case delegate(Delegate)
        case incrementButtonTapped

        @CasePathable
        public enum Delegate: Equatable {
            case reachedThree
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .decrementButtonTapped:
                state.count -= 1
                return .none
            case .delegate:
                return .none
            case .incrementButtonTapped:
                state.count += 1
                return state.count == 3 ? .send(.delegate(.reachedThree)) : .none
            }
        }
    }
}

public struct CounterView: View {
    let store: StoreOf<Counter>

    public init(store: StoreOf<Counter>) { self.store = store }

    public var body: some View {
        HStack {
            Button("−") { store.send(.decrementButtonTapped) }
            Text("\(store.count)")
            Button("+") { store.send(.incrementButtonTapped) }
        }
    }
}

#Preview {
    CounterView(store: Store(initialState: Counter.State()) { Counter() })
}
