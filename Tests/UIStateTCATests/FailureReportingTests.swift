import Testing
import UIStateTCA
import XCTest

// How a TCA-spelled test store reports what went wrong: to XCTest at the line of the call (these
// tests capture XCTest's failures instead of failing), and to Swift Testing inside a `@Test`.

struct LiveOnlyClient: DependencyKey {
    var ping: @Sendable () async -> String
    static let liveValue = LiveOnlyClient(ping: { "live" })
}

private struct Pinger: Reducer {
    struct State: Equatable { var reply = "" }
    enum Action: Equatable { case pingTapped, replied(String) }

    @Dependency(LiveOnlyClient.self) var client

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .pingTapped:
            return .run { send in await send(.replied(await self.client.ping())) }
        case let .replied(reply):
            state.reply = reply
            return .none
        }
    }
}

@MainActor
final class FailureReportingTests: FailureCapturingTestCase {
    private var failures: [CapturedFailures.Failure] { captured.all }

    func testAWrongExpectationFailsAtTheSendWithADiff() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        let line = #line + 1
        await store.send(.incrementButtonTapped) { $0.count = 2 }

        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(failures.first?.file, #filePath)
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.contains("−     count: 2") || message.contains("-     count: 2"), message)
        XCTAssertTrue(message.contains("+     count: 1"), message)
    }

    func testAnActionLeftUnreceivedFailsAtFinish() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.factClient.fetch = { _ in "a fact" }
        }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        let line = #line + 1
        await store.finish()

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("factResponse") ?? false, failures.first?.message ?? "")
    }

    func testCallingAnUnimplementedEndpointFailsNamingIt() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.factButtonTapped) { $0.isLoadingFact = true }
        await store.receive(/Counter.Action.factFailed) {
            $0.isLoadingFact = false
            $0.error = "unimplemented: FactClient.fetch"
        }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("Unimplemented: FactClient.fetch") ?? false, failures.first?.message ?? "")
    }

    func testReachingALiveValueInATestFails() async {
        let store = TestStore(initialState: Pinger.State()) { Pinger() }
        await store.send(.pingTapped)
        await store.receive(.replied("live")) { $0.reply = "live" }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("LiveOnlyClient has no test value") ?? false, failures.first?.message ?? "")
    }

    func testAnOverriddenLiveOnlyClientIsFine() async {
        let store = TestStore(initialState: Pinger.State()) {
            Pinger()
        } withDependencies: {
            $0[LiveOnlyClient.self] = LiveOnlyClient(ping: { "test" })
        }
        await store.send(.pingTapped)
        await store.receive(.replied("test")) { $0.reply = "test" }
        XCTAssertTrue(failures.isEmpty, "\(failures)")
    }

    func testChangingDependenciesAfterTheFirstSendFails() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.send(.incrementButtonTapped) { $0.count = 1 }
        store.dependencies.factClient.fetch = { _ in "late" }

        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("after its first send") ?? false, failures.first?.message ?? "")
    }

    func testSkippingWhenNothingWasReceivedFailsUnlessNotStrict() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await store.skipReceivedActions(strict: false)
        XCTAssertTrue(failures.isEmpty)
        let line = #line + 1
        await store.skipReceivedActions()
        XCTAssertEqual(failures.map(\.line), [line])
    }

    func testAStoreDroppedWithAnEffectRunningFailsAtItsCreation() async {
        let line = #line + 2
        do {
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await store.send(.toggleTimerButtonTapped) { $0.isTimerRunning = true }
        }
        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.message.contains("An effect returned for Counter.Action.toggleTimerButtonTapped is still running") ?? false, failures.first?.message ?? "")
        XCTAssertTrue(failures.first?.message.contains("await clock.advance(by: …)") ?? false, failures.first?.message ?? "")
    }

    func testNonExhaustiveStoresCheckOnlyWhatIsAsserted() async {
        let store = TestStore(initialState: Counter.State()) {
            Counter()
        } withDependencies: {
            $0.factClient.fetch = { _ in "a fact" }
        }
        store.exhaustivity = .off
        await store.send(.incrementButtonTapped)
        await store.send(.factButtonTapped)
        await store.receive(/Counter.Action.factResponse) { $0.fact = "a fact" }
        XCTAssertEqual(store.state.count, 1)
        XCTAssertTrue(failures.isEmpty, "\(failures)")
    }
}

@Suite struct SwiftTestingReportingTests {
    @Test func aWrongExpectationIsAnIssueOfTheTest() async {
        let store = TestStore(initialState: Counter.State()) { Counter() }
        await withKnownIssue {
            await store.send(.incrementButtonTapped) { $0.count = 5 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("count: 5") }
        }
    }
}
