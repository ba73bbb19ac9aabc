import UIStateTCA
import XCTest

// TaskResult as an effect makes it and a reducer and test compare it.

private struct NotFound: Error, Equatable {
    var id: Int
}

/// Equal whatever the code, so a description-based comparison would tell them apart.
private struct Flaky: Error, Equatable, CustomStringConvertible {
    var code: Int
    static func == (lhs: Flaky, rhs: Flaky) -> Bool { true }
    var description: String { "Flaky(\(code))" }
}

/// Not `Equatable`: compared by type and description.
private struct Described: Error, CustomStringConvertible {
    var description: String
}

/// Describes itself as `Described` does, but is another type.
private struct Impostor: Error, CustomStringConvertible {
    var description: String
}

private struct Client: Sendable {
    var fetch: @Sendable (Int) async throws -> String
}

final class TaskResultTests: XCTestCase {
    func testCatchingAClosureThatReturnsIsASuccess() async {
        let client = Client(fetch: { "item \($0)" })
        let result = await TaskResult { try await client.fetch(7) }
        XCTAssertEqual(result, .success("item 7"))
    }

    func testCatchingAClosureThatThrowsIsAFailureWithItsError() async {
        let client = Client(fetch: { throw NotFound(id: $0) })
        let result = await TaskResult { try await client.fetch(7) }
        XCTAssertEqual(result, .failure(NotFound(id: 7)))
        guard case .failure(let error) = result else { return XCTFail("expected a failure, got \(result)") }
        XCTAssertEqual(error as? NotFound, NotFound(id: 7))
    }

    func testValueReturnsASuccessAndThrowsAFailuresError() throws {
        XCTAssertEqual(try TaskResult<Int>.success(3).value, 3)
        XCTAssertThrowsError(try TaskResult<Int>.failure(NotFound(id: 1)).value) { error in
            XCTAssertEqual(error as? NotFound, NotFound(id: 1))
        }
    }

    func testMapAndFlatMapTransformSuccessesAndKeepFailures() {
        let success = TaskResult<Int>.success(2)
        let failure = TaskResult<Int>.failure(NotFound(id: 2))
        XCTAssertEqual(success.map { "\($0 * 10)" }, .success("20"))
        XCTAssertEqual(failure.map { "\($0 * 10)" }, .failure(NotFound(id: 2)))
        XCTAssertEqual(success.flatMap { _ in TaskResult<String>.failure(NotFound(id: 9)) }, .failure(NotFound(id: 9)))
        XCTAssertEqual(success.flatMap { .success("\($0)") }, .success("2"))
        XCTAssertEqual(failure.flatMap { .success("\($0)") }, .failure(NotFound(id: 2)))
    }

    func testConvertsToAndFromResult() {
        let result: Result<Int, NotFound> = .failure(NotFound(id: 4))
        XCTAssertEqual(TaskResult(result), .failure(NotFound(id: 4)))
        XCTAssertEqual(TaskResult(Result<Int, NotFound>.success(4)), .success(4))
        let back = Result(TaskResult<Int>.success(5))
        XCTAssertEqual(try back.get(), 5)
    }

    // MARK: Equality

    func testSuccessesCompareTheirValues() {
        XCTAssertEqual(TaskResult<Int>.success(1), .success(1))
        XCTAssertNotEqual(TaskResult<Int>.success(1), .success(2))
        XCTAssertNotEqual(TaskResult<Int>.success(1), .failure(NotFound(id: 1)))
    }

    func testFailuresWithEquatableErrorsOfOneTypeCompareByEquality() {
        XCTAssertEqual(TaskResult<Int>.failure(NotFound(id: 1)), .failure(NotFound(id: 1)))
        XCTAssertNotEqual(TaskResult<Int>.failure(NotFound(id: 1)), .failure(NotFound(id: 2)))
        XCTAssertEqual(TaskResult<Int>.failure(Flaky(code: 1)), .failure(Flaky(code: 2)), "== decides, not the description")
    }

    func testFailuresWithErrorsOfOtherTypesDifferEvenWhenDescribedAlike() {
        XCTAssertNotEqual(TaskResult<Int>.failure(Described(description: "gone")), .failure(Impostor(description: "gone")))
        XCTAssertNotEqual(TaskResult<Int>.failure(NotFound(id: 1)), .failure(Described(description: "NotFound(id: 1)")))
    }

    func testFailuresWithNonEquatableErrorsCompareByDescription() {
        XCTAssertEqual(TaskResult<Int>.failure(Described(description: "gone")), .failure(Described(description: "gone")))
        XCTAssertNotEqual(TaskResult<Int>.failure(Described(description: "gone")), .failure(Described(description: "late")))
    }

    func testEqualResultsHashAlike() {
        let results: Set<TaskResult<Int>> = [
            .success(1), .success(1),
            .failure(NotFound(id: 1)), .failure(NotFound(id: 1)),
            .failure(Flaky(code: 1)), .failure(Flaky(code: 2)),
            .failure(Described(description: "gone")), .failure(Described(description: "gone")),
            .failure(Impostor(description: "gone")),
        ]
        XCTAssertEqual(results.count, 5)
    }
}
