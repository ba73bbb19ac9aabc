import Glibc
import RPCTestSupport
import StoreRuntime
import Synchronization
import Testing

/// A store made while work runs off the pool (`runOffPool`) runs its effects on that work's
/// thread (`Dependencies.inheritedEffectExecutor`) unless its dependencies name an executor.
@Suite("Effects on the executor of the work that made the store")
struct InheritedEffectExecutorTests {
    /// Notes the thread each effect ran on, and starts a second effect from the first one's
    /// action, so the executor holds one effect deep as well.
    struct ThreadsOfEffects: Reducer {
        struct State: Equatable, Sendable {}
        enum Action: Equatable, Sendable { case start, ran, again }
        let threads: Threads

        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case .start, .again:
                return .run { [threads] send in
                    threads.noteCurrent()
                    await send(.ran)
                }
            case .ran:
                return threads.count == 1 ? .send(.again) : .none
            }
        }
    }

    /// Threads by `pthread_self()` (a thread's name is not reliable here: Foundation on Linux
    /// reports a dispatch queue's name on our own threads).
    final class Threads: Sendable {
        private let seen = Mutex<[UInt]>([])
        var count: Int { seen.withLock { $0.count } }
        var all: [UInt] { seen.withLock { $0 } }
        func noteCurrent() { seen.withLock { $0.append(UInt(pthread_self())) } }
    }

    static func currentThread() -> UInt { UInt(pthread_self()) }

    @Test func effectsRunOnTheThreadOfTheWorkThatMadeTheStore() async throws {
        let threads = Threads()
        let workThread = try await runOffPool {
            let store = Store(initialState: ThreadsOfEffects.State(), reducer: ThreadsOfEffects(threads: threads))
            await store.send(.start)
            try await store.settle()
            return Self.currentThread()
        }
        #expect(threads.all == [workThread, workThread])
    }

    @Test func anExecutorTheDependenciesNameWins() async throws {
        let named = DedicatedThreadExecutor(name: "named")
        defer { named.shutDown() }
        let namedThread = await Task(executorPreference: named) { Self.currentThread() }.value
        let threads = Threads()
        let workThread = try await runOffPool {
            var dependencies = Dependencies.test()
            dependencies.effectExecutor = named
            let store = Store(
                initialState: ThreadsOfEffects.State(), reducer: ThreadsOfEffects(threads: threads), dependencies: dependencies
            )
            await store.send(.start)
            try await store.settle()
            return Self.currentThread()
        }
        #expect(workThread != namedThread)
        #expect(threads.all == [namedThread, namedThread])
    }
}
