import Stepper
import UIStateTesting
import Testing

@Test func incrementMovesByTheStep() async {
    let store = TestStore(initialState: StepperFeature.State(), reducer: StepperFeature())
    await store.send(.stepChanged(5)) {
        $0.step = 5
    }
    await store.send(.incrementButtonTapped) {
        $0.count = 5
    }
    await store.send(.decrementButtonTapped) {
        $0.count = 0
    }
    await store.finish()
}

@Test func aStepBelowOneIsOne() async {
    let store = TestStore(initialState: StepperFeature.State(step: 3), reducer: StepperFeature())
    await store.send(.stepChanged(0)) {
        $0.step = 1
    }
    await store.finish()
}

@Test func schemasAcceptWhatTheTypesWrite() {
    expectSchemaMatches(StepperFeature.self, states: [StepperFeature.State(count: -4, step: 2)])
}
