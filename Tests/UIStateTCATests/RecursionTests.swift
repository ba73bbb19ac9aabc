import UIStateTCA
import XCTest

// A reducer that nests itself, as TCA 1.3's recursion case study does: each row is the same
// feature, with rows of its own.

struct Outline: Reducer {
    struct State: Equatable, Identifiable {
        let id: UUID
        var name = ""
        var rows: IdentifiedArrayOf<State> = []
    }

    enum Action: Equatable {
        case addRowButtonTapped
        case nameChanged(String)
        case delete(IndexSet)
        indirect case row(id: State.ID, action: Action)
    }

    @Dependency(\.uuid) var uuid

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .addRowButtonTapped:
                state.rows.append(State(id: self.uuid()))
                return .none
            case let .nameChanged(name):
                state.name = name
                return .none
            case let .delete(offsets):
                state.rows.remove(atOffsets: offsets)
                return .none
            case .row:
                return .none
            }
        }
        .forEach(\.rows, action: /Action.row(id:action:)) { Self() }
    }
}

@MainActor
final class RecursionTests: XCTestCase {
    func testAFeatureThatNestsItselfRunsAtEveryDepth() async {
        let store = TestStore(initialState: Outline.State(id: UUID(100))) {
            Outline()
        } withDependencies: {
            $0.uuid = .incrementing
        }
        await store.send(.addRowButtonTapped) { $0.rows = [Outline.State(id: UUID(0))] }
        await store.send(.row(id: UUID(0), action: .addRowButtonTapped)) {
            $0.rows[id: UUID(0)]?.rows = [Outline.State(id: UUID(1))]
        }
        await store.send(.row(id: UUID(0), action: .row(id: UUID(1), action: .nameChanged("deep")))) {
            $0.rows[id: UUID(0)]?.rows[id: UUID(1)]?.name = "deep"
        }
        await store.send(.row(id: UUID(0), action: .delete([0]))) {
            $0.rows[id: UUID(0)]?.rows = []
        }
    }
}
