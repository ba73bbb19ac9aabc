import Stepper
import UIStatePlugin
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

/// What the feature declared by hand before its schemas were derived: the derived schemas say the
/// same (the state's with its refinement), under a title.
@Test func theDerivedSchemasSayWhatTheHandWrittenOnesSaid() {
    let handWrittenState = JSONSchema.document(title: "stepper state", JSONSchema.object([
        "count": JSONSchema.integer,
        "step": JSONSchema.integer(minimum: 1),
    ]))
    let handWrittenAction = JSONSchema.action(title: "stepper action", [
        JSONSchema.bare("incrementButtonTapped"),
        JSONSchema.bare("decrementButtonTapped"),
        JSONSchema.tagged("stepChanged", JSONSchema.integer),
    ])
    #expect(StepperFeature.stateSchema == handWrittenState)
    #expect(StepperFeature.derivedStateSchema != handWrittenState, "the type alone does not say the minimum")
    #expect(StepperFeature.actionSchema == handWrittenAction)
}
