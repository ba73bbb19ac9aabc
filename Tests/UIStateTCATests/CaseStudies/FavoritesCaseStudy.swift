import UIStateTCA
import XCTest

// A reusable "favorite" component as TCA's higher-order case studies write one: a generic reducer
// whose body names its own state and action types, cancelled by an id erased to
// `AnyHashableSendable`, answering with `Result { try await … }`, and an alert cleared by
// `.ifLet(\.alert, action: \.alert)`; rows of it under a recursive folder feature.

@ObservableState
struct StarState<ID: Hashable & Sendable>: Equatable {
    @Presents var alert: AlertState<StarAction.Alert>?
    let id: ID
    var isStarred = false
}

@CasePathable
enum StarAction: Equatable {
    case alert(PresentationAction<Alert>)
    case starButtonTapped
    case response(Result<Bool, StarError>)

    enum Alert: Equatable {}
}

struct StarError: Error, Equatable {}

@Reducer
struct Star<ID: Hashable & Sendable> {
    let save: @Sendable (ID, Bool) async throws -> Bool

    private struct CancelID: Hashable, Sendable {
        let id: AnyHashableSendable
    }

    var body: some Reducer<StarState<ID>, StarAction> {
        Reduce { state, action in
            switch action {
            case .alert(.dismiss):
                state.isStarred.toggle()
                return .none
            case .alert:
                return .none
            case .starButtonTapped:
                state.isStarred.toggle()
                return .run { [id = state.id, isStarred = state.isStarred, save] send in
                    let result = await Result { try await save(id, isStarred) }
                    await send(.response(result.mapError { _ in StarError() }))
                }
                .cancellable(id: CancelID(id: AnyHashableSendable(state.id)), cancelInFlight: true)
            case .response(.failure):
                state.alert = AlertState { TextState("Could not save") }
                return .none
            case .response(.success(let isStarred)):
                state.isStarred = isStarred
                return .none
            }
        }
        .ifLet(\.alert, action: \.alert)
    }
}

private enum StarSaverKey: DependencyKey {
    static let liveValue: @Sendable (UUID, Bool) async throws -> Bool = { _, isStarred in isStarred }
}

extension DependencyValues {
    var starSaver: @Sendable (UUID, Bool) async throws -> Bool {
        get { self[StarSaverKey.self] }
        set { self[StarSaverKey.self] = newValue }
    }
}

@Reducer
struct Folder {
    @ObservableState
    struct State: Equatable, Identifiable {
        let id: UUID
        var star: StarState<UUID>
        var folders: IdentifiedArrayOf<State> = []

        init(id: UUID, folders: IdentifiedArrayOf<State> = []) {
            self.id = id
            self.star = StarState(id: id)
            self.folders = folders
        }
    }

    enum Action: Equatable {
        case addFolderButtonTapped
        indirect case folders(IdentifiedActionOf<Folder>)
        case star(StarAction)
    }

    @Dependency(\.uuid) var uuid
    @Dependency(\.starSaver) var starSaver

    var body: some Reducer<State, Action> {
        Scope(\.star, action: \.star) { Star(save: starSaver) }
        Reduce { state, action in
            if case .addFolderButtonTapped = action {
                state.folders.append(State(id: uuid()))
            }
            return .none
        }
        .forEach(\.folders, action: \.folders) {
            Self()
        }
    }
}

@MainActor
final class FavoritesCaseStudyTests: XCTestCase {
    func testAStarSavedTurnsOnAndStaysOn() async {
        let store = TestStore(initialState: StarState(id: 1)) {
            Star(save: { _, isStarred in isStarred })
        }
        await store.send(.starButtonTapped) { $0.isStarred = true }
        await store.receive(\.response.success)
    }

    func testAFailedSaveShowsAnAlertAndDismissingItRollsBack() async {
        let store = TestStore(initialState: StarState(id: "a")) {
            Star(save: { _, _ in throw StarError() })
        }
        await store.send(.starButtonTapped) { $0.isStarred = true }
        await store.receive(\.response.failure) {
            $0.alert = AlertState { TextState("Could not save") }
        }
        await store.send(.alert(.dismiss)) {
            $0.alert = nil
            $0.isStarred = false
        }
    }

    func testASaveThatNeverAnswersIsCancelledByTheNextTap() async {
        let store = TestStore(initialState: StarState(id: 7)) {
            Star(save: { _, _ in try await Task.never() })
        }
        await store.send(.starButtonTapped) { $0.isStarred = true }
        await store.send(.starButtonTapped) { $0.isStarred = false }
        await store.skipInFlightEffects()
    }

    /// Also a dependency whose value is a closure, named by its key's `liveValue` alone.
    func testNestedFoldersRunTheSameReducerAtEveryDepth() async {
        let store = TestStore(initialState: Folder.State(id: UUID(0))) {
            Folder()
        } withDependencies: {
            $0.uuid = .incrementing
            $0.starSaver = { _, isStarred in isStarred }
        }
        await store.send(.addFolderButtonTapped) {
            $0.folders.append(Folder.State(id: UUID(0)))
        }
        await store.send(\.folders[id: UUID(0)].addFolderButtonTapped) {
            $0.folders[id: UUID(0)]?.folders.append(Folder.State(id: UUID(1)))
        }
        await store.send(\.folders[id: UUID(0)].folders[id: UUID(1)].star.starButtonTapped) {
            $0.folders[id: UUID(0)]?.folders[id: UUID(1)]?.star.isStarred = true
        }
        await store.receive(\.folders[id: UUID(0)].folders[id: UUID(1)].star.response.success)
    }

    func testRunningTheTestClockWakesEverySleeperInTurn() async {
        let clock = TestClock()
        let store = TestStore(initialState: Countdown.State()) {
            Countdown()
        } withDependencies: {
            $0.continuousClock = clock
        }
        await store.send(.startButtonTapped)
        await clock.run(timeout: .seconds(7))
        await store.receive(\.tick) { $0.ticks = 1 }
        await store.receive(\.tick) { $0.ticks = 2 }
        await store.receive(\.tick) { $0.ticks = 3 }
    }
}

@Reducer
struct Countdown {
    @ObservableState
    struct State: Equatable {
        var ticks = 0
    }

    enum Action: Equatable {
        case startButtonTapped
        case tick
    }

    @Dependency(\.continuousClock) var clock

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .startButtonTapped:
                return .run { send in
                    for _ in 1...3 {
                        try await clock.sleep(for: .seconds(1))
                        await send(.tick)
                    }
                }
            case .tick:
                state.ticks += 1
                return .none
            }
        }
    }
}
