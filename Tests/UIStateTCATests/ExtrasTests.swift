import UIStateTCA
import XCTest

// The smaller pieces TCA features and tests lean on: shared values in tests, streams,
// `ifCaseLet`, destination cases, TCA 1.0's older names, and the environment dependencies.

struct Session: Reducer {
    enum State: Equatable {
        case loggedOut(LoggedOut.State)
        case loggedIn(LoggedIn.State)
    }

    enum Action: Equatable {
        case loggedOut(LoggedOut.Action)
        case loggedIn(LoggedIn.Action)
    }

    struct LoggedOut: Reducer {
        struct State: Equatable { var name = "" }
        enum Action: Equatable { case nameChanged(String), logInTapped }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            if case let .nameChanged(name) = action { state.name = name }
            return .none
        }
    }

    struct LoggedIn: Reducer {
        struct State: Equatable { var name: String; var secondsOnline = 0 }
        enum Action: Equatable { case onAppear, tick, logOutTapped }
        @Dependency(\.continuousClock) var clock
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .onAppear:
                return .run { send in
                    for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
                }
            case .tick:
                state.secondsOnline += 1
                return .none
            case .logOutTapped:
                return .none
            }
        }
    }

    var body: some ReducerProtocolOf<Self> {
        Reduce { state, action in
            switch action {
            case .loggedOut(.logInTapped):
                guard case let .loggedOut(form) = state else { return .none }
                state = .loggedIn(LoggedIn.State(name: form.name))
                return .none
            case .loggedIn(.logOutTapped):
                state = .loggedOut(LoggedOut.State())
                return .none
            case .loggedOut, .loggedIn:
                return .none
            }
        }
        .ifCaseLet(/State.loggedOut, action: /Action.loggedOut) { LoggedOut() }
        .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
    }
}

/// Written with TCA 1.0's earlier names.
struct Dice: ReducerProtocol {
    struct State: Equatable { var rolls: [Int] = [] }
    enum Action: Equatable { case rollTapped }

    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

    func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
        state.rolls.append(withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) })
        return .none
    }
}

@MainActor
final class ExtrasTests: FailureCapturingTestCase {
    func testACaseChildRunsOnlyInItsCaseAndItsEffectsEndWithIt() async {
        let clock = TestClock()
        let store = TestStore(initialState: Session.State.loggedOut(.init())) {
            Session()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.loggedOut(.nameChanged("Blob"))) { $0 = .loggedOut(.init(name: "Blob")) }
        await store.send(.loggedOut(.logInTapped)) { $0 = .loggedIn(.init(name: "Blob")) }
        await store.send(.loggedIn(.onAppear))
        await clock.advance(by: .seconds(1))
        await store.receive(.loggedIn(.tick)) { $0 = .loggedIn(.init(name: "Blob", secondsOnline: 1)) }
        await store.send(.loggedIn(.logOutTapped)) { $0 = .loggedOut(.init()) }
        await clock.advance(by: .seconds(3))
        await store.finish()
        XCTAssertTrue(captured.all.isEmpty, "\(captured.all.map(\.message))")
    }

    func testACaseActionInAnotherCaseIsReported() async {
        let store = TestStore(initialState: Session.State.loggedOut(.init())) { Session() }
        await store.send(.loggedIn(.tick))
        XCTAssertEqual(captured.all.count, 1)
        XCTAssertTrue(captured.all.first?.message.contains("while the state was another case") ?? false)
    }

    func testTheOlderNamesAndTheValueReducerSpellingStillWork() async {
        let store = TestStore(initialState: Dice.State(), reducer: Dice()) {
            $0.withRandomNumberGenerator = WithRandomNumberGenerator(seed: 42)
        }
        store.exhaustivity = .off
        await store.send(.rollTapped)
        let first = store.state.rolls
        XCTAssertEqual(first.count, 1)

        let again = TestStore(initialState: Dice.State(), reducer: Dice()) {
            $0.withRandomNumberGenerator = WithRandomNumberGenerator(seed: 42)
        }
        await again.send(.rollTapped) { $0.rolls = first }
        XCTAssertTrue((1...6).contains(first[0]))
    }

    func testLockIsolatedAndActorIsolatedHoldWhatOverridesSaw() async {
        let opened = LockIsolated<[URL]>([])
        let count = ActorIsolated(0)
        let url = URL(string: "https://example.com")!
        await withDependencies {
            $0.openURL = OpenURLEffect { url in
                opened.withValue { $0.append(url) }
                await count.withValue { $0 += 1 }
                return true
            }
        } operation: {
            @Dependency(\.openURL) var openURL
            await openURL(url)
        }
        XCTAssertEqual(opened.value, [url])
        XCTAssertEqual(opened.count, 1)
        let seen = await count.value
        XCTAssertEqual(seen, 1)
    }

    func testStreamsThatEndAtOnceOrAreErased() async {
        var ended = 0
        for await _ in AsyncStream<Int>.finished { XCTFail("a finished stream has no element") }
        ended += 1
        let erased = [1, 2, 3].async.eraseToStream()
        var elements: [Int] = []
        for await element in erased { elements.append(element) }
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertEqual(ended, 1)
    }

    func testTheEnvironmentDependenciesAreTheSameOnEveryMachine() {
        @Dependency(\.calendar) var calendar
        @Dependency(\.locale) var locale
        @Dependency(\.timeZone) var timeZone
        XCTAssertEqual(calendar.identifier, .gregorian)
        XCTAssertEqual(calendar.timeZone.secondsFromGMT(), 0)
        XCTAssertEqual(locale.identifier, "en_US_POSIX")
        XCTAssertEqual(timeZone.secondsFromGMT(), 0)
    }

    func testNoDifferenceFailsWithTheFieldsThatDiffer() {
        struct User: Equatable { var name: String; var age: Int }
        XCTAssertNoDifference(User(name: "Blob", age: 1), User(name: "Blob", age: 1))
        XCTAssertTrue(captured.all.isEmpty)
        XCTAssertNoDifference(User(name: "Blob", age: 1), User(name: "Blob", age: 2))
        let message = captured.all.first?.message ?? ""
        XCTAssertTrue(message.contains("\u{2212}   age: 1") && message.contains("+   age: 2"), message)
        XCTAssertFalse(message.contains("name: \"Blob\",\n") && message.contains("\u{2212}   name"), message)
    }
}

private extension Array where Element: Sendable {
    /// The elements as an async sequence, for a test of `eraseToStream()`.
    var async: AsyncStream<Element> {
        AsyncStream { continuation in
            for element in self { continuation.yield(element) }
            continuation.finish()
        }
    }
}
