import StoreRuntime
import Testing

// `Scope` as the store runs it reaches a stored child state by its byte offset and anything else
// through the key path; both must change exactly the child.

private struct Tally: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var marks = ""
    }

    enum Action: Equatable, Sendable { case add }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        state.marks += "+"
        return .none
    }
}

private struct Host: Reducer {
    struct Pair: Equatable, Sendable {
        var x = 7
        var tally = Tally.State()
    }

    struct State: Equatable, Sendable {
        var before = "b"
        var flag = true
        var stored = Tally.State()
        var nested = Pair()
        var backing = Tally.State()
        var computed: Tally.State {
            get { backing }
            set { backing = newValue }
        }
        var after: [Int] = [1]
    }

    enum Action: Equatable, Sendable {
        case stored(Tally.Action)
        case nested(Tally.Action)
        case computed(Tally.Action)
    }

    var body: some Reducer<State, Action> {
        Scope(state: \.stored, action: CasePath(embed: Action.stored, extract: { if case .stored(let a) = $0 { a } else { nil } })) {
            Tally()
        }
        Scope(state: \.nested.tally, action: CasePath(embed: Action.nested, extract: { if case .nested(let a) = $0 { a } else { nil } })) {
            Tally()
        }
        Scope(state: \.computed, action: CasePath(embed: Action.computed, extract: { if case .computed(let a) = $0 { a } else { nil } })) {
            Tally()
        }
    }
}

@Test func scopesReachStoredNestedAndComputedChildStatesAndNothingElse() async {
    #expect(MemoryLayout<Host.State>.offset(of: \Host.State.stored) != 0)
    #expect(MemoryLayout<Host.State>.offset(of: \Host.State.computed) == nil)
    let store = Store(initialState: Host.State(), reducer: Host())
    await store.send(.stored(.add))
    for _ in 0..<2 { await store.send(.nested(.add)) }
    for _ in 0..<3 { await store.send(.computed(.add)) }
    let state = await store.state
    #expect(state.stored == Tally.State(count: 1, marks: "+"))
    #expect(state.nested == Host.Pair(x: 7, tally: Tally.State(count: 2, marks: "++")))
    #expect(state.backing == Tally.State(count: 3, marks: "+++"))
    #expect(state.before == "b" && state.flag && state.after == [1])
}
