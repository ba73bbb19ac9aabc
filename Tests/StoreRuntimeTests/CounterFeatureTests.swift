import StoreRuntime
import Testing

// MARK: - The counter example

@Test func counterFetchesOneFactAfterTheLastTapOfABurst() async throws {
    let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature())
    let records = await store.record()
    let clock = try #require(store.dependencies.testClock)

    await store.send(.incrementButtonTapped)
    await clock.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped)
    await clock.advance(by: .milliseconds(300))
    await store.send(.incrementButtonTapped)
    try await store.settle()
    #expect(await store.state == CounterFeature.State(count: 3, fact: nil, isLoadingFact: true))
    #expect(records.effectActions.isEmpty)

    await clock.advance(by: .milliseconds(500))
    try await store.settle()
    #expect(records.effectActions == [.factResponse("3 is a good number.")])
    #expect(await store.state == CounterFeature.State(count: 3, fact: "3 is a good number.", isLoadingFact: false))
    #expect(records.all.last?.events == [UIEvent(name: "haptic", payload: ["style": "success"])])
    #expect(await store.effects.isEmpty)
}

@Test func counterReportsAFailedFactWithTheFailsPreset() async throws {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset("fails", for: NumberFactKey.self)
    let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature(), dependencies: dependencies)
    let records = await store.record()

    await store.send(.incrementButtonTapped)
    await dependencies.testClock?.advance(by: .milliseconds(500))
    try await store.settle()
    #expect(records.effectActions == [.factFailed])
    #expect(await store.state.isLoadingFact == false)
    #expect(await store.unhandledEffectErrors.isEmpty)
}

@Test func counterWaitsOnTheTestClockWithTheSlowPreset() async throws {
    var dependencies = Dependencies.test()
    try dependencies.selectPreset("slow", for: NumberFactKey.self)
    let store = Store(initialState: CounterFeature.State(), reducer: CounterFeature(), dependencies: dependencies)
    let records = await store.record()
    let clock = try #require(dependencies.testClock)

    await store.send(.incrementButtonTapped)
    await clock.advance(by: .milliseconds(500))
    try await store.settle()
    #expect(records.effectActions.isEmpty)
    #expect(await store.effects.map(\.status) == [.waitingOnChildren, .waitingOnTestClock])

    await clock.advance(by: .seconds(2))
    try await store.settle()
    #expect(records.effectActions == [.factResponse("1 is a good number.")])
}
