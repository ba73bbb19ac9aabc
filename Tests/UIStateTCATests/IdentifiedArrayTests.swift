import UIStateTCA
import XCTest

// IdentifiedArray as a TCA feature's state and tests use it, spelled as IdentifiedCollections
// spells it.

private struct Todo: Equatable, Identifiable, Codable {
    let id: Int
    var title: String
    var isComplete = false
}

private let groceries: IdentifiedArrayOf<Todo> = [
    Todo(id: 1, title: "Milk"),
    Todo(id: 2, title: "Eggs"),
    Todo(id: 3, title: "Hammer"),
]

final class IdentifiedArrayTests: XCTestCase {
    func testUniqueElementsBuildAnArrayInOrder() {
        let todos = IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")])
        XCTAssertEqual(todos.ids, [1, 2])
        XCTAssertEqual(todos.elements.map(\.title), ["Milk", "Eggs"])
        XCTAssertEqual(todos.count, 2)
    }

    func testAnElementIsReadAndWrittenByItsID() {
        var todos = groceries
        XCTAssertEqual(todos[id: 2]?.title, "Eggs")
        XCTAssertNil(todos[id: 9])
        todos[id: 2]?.isComplete = true
        XCTAssertEqual(todos[id: 2]?.isComplete, true)
        todos[id: 4] = Todo(id: 4, title: "Nails")
        XCTAssertEqual(todos.ids, [1, 2, 3, 4])
        todos[id: 1] = nil
        XCTAssertEqual(todos.ids, [2, 3, 4])
        XCTAssertEqual(todos.index(id: 3), 1)
        XCTAssertNil(todos.index(id: 1))
    }

    func testAnElementWrittenThroughItsIndexKeepsItsID() {
        var todos = groceries
        todos[0].isComplete = true
        todos[2].title = "Bread"
        XCTAssertEqual(todos[id: 1]?.isComplete, true)
        XCTAssertEqual(todos[id: 3]?.title, "Bread")
        XCTAssertEqual(todos.ids, [1, 2, 3])
    }

    func testRemovingByIDOffsetAndPosition() {
        var todos = groceries
        XCTAssertEqual(todos.remove(id: 2)?.title, "Eggs")
        XCTAssertNil(todos.remove(id: 2))
        XCTAssertEqual(todos.ids, [1, 3])

        todos = groceries
        todos.remove(atOffsets: IndexSet([0, 2]))
        XCTAssertEqual(todos.ids, [2])

        todos = groceries
        XCTAssertEqual(todos.remove(at: 1).id, 2)
        XCTAssertEqual(todos.removeFirst().id, 1)
        XCTAssertEqual(todos.removeLast().id, 3)
        XCTAssertTrue(todos.isEmpty)

        todos = groceries
        todos.removeAll(where: { $0.id != 2 })
        XCTAssertEqual(todos.ids, [2])
        todos.removeAll()
        XCTAssertEqual(todos, [])
    }

    func testMovingFromOffsetsPutsThemBeforeTheDestination() {
        var todos = groceries
        todos.move(fromOffsets: IndexSet([2]), toOffset: 0)
        XCTAssertEqual(todos.ids, [3, 1, 2])
        todos.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
        XCTAssertEqual(todos.ids, [2, 3, 1])
        XCTAssertEqual(todos.index(id: 1), 2)
    }

    func testInsertingAndAppendingSkipIDsAlreadyPresent() {
        var todos = groceries
        todos.insert(Todo(id: 0, title: "Coffee"), at: 0)
        todos.append(Todo(id: 5, title: "Tea"))
        todos.append(Todo(id: 1, title: "Milk again"))
        todos.append(contentsOf: [Todo(id: 6, title: "Jam"), Todo(id: 2, title: "Eggs again")])
        XCTAssertEqual(todos.ids, [0, 1, 2, 3, 5, 6])
        XCTAssertEqual(todos[id: 1]?.title, "Milk")
    }

    func testUpdateOrAppendReplacesInPlaceOrAppends() {
        var todos = groceries
        XCTAssertEqual(todos.updateOrAppend(Todo(id: 2, title: "Brown eggs"))?.title, "Eggs")
        XCTAssertNil(todos.updateOrAppend(Todo(id: 7, title: "Flour")))
        XCTAssertEqual(todos.map(\.title), ["Milk", "Brown eggs", "Hammer", "Flour"])
    }

    func testSortingKeepsEveryElementFindableByID() {
        var todos = groceries
        todos.sort { $0.title < $1.title }
        XCTAssertEqual(todos.ids, [2, 3, 1])
        XCTAssertEqual(todos.index(id: 1), 2)
        XCTAssertEqual(todos[id: 3]?.title, "Hammer")

        var numbers: IdentifiedArrayOf<Number> = [Number(id: 3), Number(id: 1), Number(id: 2)]
        numbers.sort()
        XCTAssertEqual(numbers.ids, [1, 2, 3])
    }

    func testFilterGivesAnIdentifiedArray() {
        var todos = groceries
        todos[id: 3]?.isComplete = true
        let remaining: IdentifiedArrayOf<Todo> = todos.filter { !$0.isComplete }
        XCTAssertEqual(remaining.ids, [1, 2])
        XCTAssertEqual(remaining[id: 2]?.title, "Eggs")
    }

    func testItEncodesAsAPlainArray() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1, title: "Milk")]))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"[{"id":1,"isComplete":false,"title":"Milk"}]"#)
        XCTAssertEqual(try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data).ids, [1])
    }
}

private struct Number: Identifiable, Comparable {
    let id: Int
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.id < rhs.id }
}
