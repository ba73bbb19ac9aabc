#if canImport(ComposableArchitecture)
import ComposableArchitecture
#else
import UIStateTCA
#endif
import Counter
import XCTest

@MainActor
final class CounterTests: XCTestCase {
    func testTheThirdIncrementTellsTheParent() async {
        let store = TestStore(initialState: Counter.State(count: 1)) { Counter() }
        await store.send(.incrementButtonTapped) { $0.count = 2 }
        await store.send(.incrementButtonTapped) { $0.count = 3 }
        await store.receive(\.delegate.reachedThree)
        await store.send(.decrementButtonTapped) { $0.count = 2 }
    }
}
