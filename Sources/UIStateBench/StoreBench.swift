import Glibc
import StoreRuntime

// MARK: - StoreBench

/// Measures the store runtime: trivial dispatches, dispatches routed through `Scope` levels,
/// and resident memory over many actions. Prints `name  figure unit` lines.
enum StoreBench {
    ///
    /// `arguments` may name one case (`trivial`, `scope1`, `scope5`) and a count of actions, to
    /// profile that case alone (`valgrind --tool=callgrind .build/release/UIStateBench store scope5 100000`).
    static func run(arguments: [String] = []) async {
        let only = arguments.first
        let count = arguments.dropFirst().first.flatMap(Int.init) ?? 1_000_000
        if only == nil || only == "trivial" {
            let trivial = await dispatchRate(BenchCounter(), state: BenchCounter.State(), action: .increment, count: count)
            report("store.trivial", trivial, "actions/s")
        }

        var oneLevel = 0.0
        if only == nil || only == "scope1" {
            let one = Nest(inner: BenchCounter())
            oneLevel = await dispatchRate(one, state: .init(child: .init()), action: .child(.increment), count: count)
            report("store.scope1", oneLevel, "actions/s")
        }

        if only == nil || only == "scope5" {
            let five = Nest(inner: Nest(inner: Nest(inner: Nest(inner: Nest(inner: BenchCounter())))))
            typealias Five = Nest<Nest<Nest<Nest<Nest<BenchCounter>>>>>
            let fiveState = Five.State(child: .init(child: .init(child: .init(child: .init(child: .init())))))
            let fiveAction = Five.Action.child(.child(.child(.child(.child(.increment)))))
            let fiveLevels = await dispatchRate(five, state: fiveState, action: fiveAction, count: count)
            report("store.scope5", fiveLevels, "actions/s")
            if only == nil {
                print("store.scope5/scope1  \(format(oneLevel / fiveLevels, digits: 2))x time per action")
            }
        }

        // The same five levels written as five concrete (non-generic) features, as an app's
        // features usually are; not part of the ratio.
        if only == nil || only == "scope5concrete" {
            let state = Level1.State(child: .init(child: .init(child: .init(child: .init(child: .init())))))
            let action = Level1.Action.child(.child(.child(.child(.child(.increment)))))
            let rate = await dispatchRate(Level1(), state: state, action: action, count: count)
            report("store.scope5concrete", rate, "actions/s")
        }

        if only == nil {
            await memory()
        }
    }

    // MARK: - Dispatch rate

    /// Sends `action` `count` times from the store's own executor and returns actions per second.
    private static func dispatchRate<R: Reducer & Sendable>(
        _ reducer: R, state: R.State, action: R.Action, count: Int
    ) async -> Double where R.State: Equatable & Sendable {
        let store = Store(initialState: state, reducer: reducer)
        // Warm up caches and lazily initialised metadata.
        await store.perform { store in
            for _ in 0..<10_000 { store.send(action) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        await store.perform { store in
            for _ in 0..<count { store.send(action) }
        }
        let elapsed = clock.now - start
        return Double(count) / seconds(elapsed)
    }

    // MARK: - Memory

    /// Max RSS after 1M and after 10M trivial actions; flat memory means the two are close.
    private static func memory() async {
        let store = Store(initialState: BenchCounter.State(), reducer: BenchCounter())
        await store.perform { store in
            for _ in 0..<1_000_000 { store.send(.increment) }
        }
        let afterOne = maxRSSKilobytes()
        await store.perform { store in
            for _ in 0..<9_000_000 { store.send(.increment) }
        }
        let afterTen = maxRSSKilobytes()
        let version = await store.version
        print("store.rss.1M  \(afterOne) KB max RSS")
        print("store.rss.10M  \(afterTen) KB max RSS (version \(version))")
    }

    private static func maxRSSKilobytes() -> Int {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss
    }

    // MARK: - Printing

    private static func report(_ name: String, _ value: Double, _ unit: String) {
        print("\(name)  \(Int(value.rounded())) \(unit)")
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func format(_ value: Double, digits: Int) -> String {
        let scale = pow(10.0, Double(digits))
        return String((value * scale).rounded() / scale)
    }
}

// MARK: - Features measured

/// A counter: the trivial action.
struct BenchCounter: Reducer, Sendable {
    struct State: Equatable, Sendable {
        var count = 0
    }

    enum Action: Sendable {
        case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
    }
}

/// One `Scope` level around `Inner`.
struct Nest<Inner: Reducer & Sendable>: Reducer, Sendable where Inner.State: Equatable & Sendable {
    struct State: Equatable, Sendable {
        var child: Inner.State
    }

    enum Action: Sendable {
        case child(Inner.Action)
    }

    let inner: Inner

    var body: some Reducer<State, Action> {
        Scope(
            state: \.child,
            action: CasePath(embed: Action.child, extract: { if case .child(let action) = $0 { action } else { nil } })
        ) {
            inner
        }
    }
}

// MARK: - Five concrete levels

struct Level1: Reducer, Sendable {
    struct State: Equatable, Sendable { var child: Level2.State }
    enum Action: Sendable { case child(Level2.Action) }
    var body: some Reducer<State, Action> {
        Scope(state: \.child, action: CasePath(embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })) { Level2() }
    }
}

struct Level2: Reducer, Sendable {
    struct State: Equatable, Sendable { var child: Level3.State }
    enum Action: Sendable { case child(Level3.Action) }
    var body: some Reducer<State, Action> {
        Scope(state: \.child, action: CasePath(embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })) { Level3() }
    }
}

struct Level3: Reducer, Sendable {
    struct State: Equatable, Sendable { var child: Level4.State }
    enum Action: Sendable { case child(Level4.Action) }
    var body: some Reducer<State, Action> {
        Scope(state: \.child, action: CasePath(embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })) { Level4() }
    }
}

struct Level4: Reducer, Sendable {
    struct State: Equatable, Sendable { var child: Level5.State }
    enum Action: Sendable { case child(Level5.Action) }
    var body: some Reducer<State, Action> {
        Scope(state: \.child, action: CasePath(embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })) { Level5() }
    }
}

struct Level5: Reducer, Sendable {
    struct State: Equatable, Sendable { var child: BenchCounter.State }
    enum Action: Sendable { case child(BenchCounter.Action) }
    var body: some Reducer<State, Action> {
        Scope(state: \.child, action: CasePath(embed: Action.child, extract: { if case .child(let a) = $0 { a } else { nil } })) { BenchCounter() }
    }
}
