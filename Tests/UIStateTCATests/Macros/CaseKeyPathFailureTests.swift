import UIStateTCA
import XCTest

// What a test store reports when a case key path in `receive` names another action than the one
// that arrived, or a payload it does not carry, and when a key-path scope gets an action for a
// case its state is not in.

@MainActor
final class CaseKeyPathFailureTests: FailureCapturingTestCase {
    func testReceivingAnotherCaseThanTheOneSentFailsAtTheReceive() async {
        let store = TestStore(initialState: Scoping.Parent.State(counter: Scoping.Counter.State(count: 2))) {
            Scoping.Parent()
        }
        await store.send(\.counter.incrementButtonTapped) { $0.counter.count = 3 }
        let line = #line + 1
        await store.receive(\.optional.delegate.reachedThree) { $0.milestones = 1 }
        let failures = captured.all
        XCTAssertEqual(failures.count, 1, "\(failures.map(\.message))")
        XCTAssertEqual(failures.first?.line, line)
    }

    func testReceivingTheRightCaseWithAnotherPayloadFails() async {
        let store = TestStore(initialState: Listing.Todos.State(todos: [Listing.Todo.State(id: 1, title: "Milk")])) {
            Listing.Todos()
        }
        await store.send(\.todos[id: 1].toggleTapped) { $0.todos[id: 1]?.isComplete = true }
        await store.receive(\.todos[id: 1].delegate.completed, "Eggs") { $0.completedTitles = ["Milk"] }
        XCTAssertEqual(captured.all.count, 1)
    }

    func testAKeyPathCaseScopeReportsAnActionForAnotherCase() async {
        let store = TestStore(initialState: Scoping.Session.State.loggedIn(Scoping.Counter.State())) {
            Scoping.Session()
        }
        await store.send(\.loggedOut.incrementButtonTapped)
        let failures = captured.all
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.message.contains("another case") == true, "\(failures.map(\.message))")
    }
}
