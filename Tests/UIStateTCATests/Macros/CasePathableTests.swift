import UIStateTCA
import XCTest

// `@CasePathable` enums and their case key paths, as a TCA 1.4+ user reads and builds actions.

@CasePathable
enum AppAction: Equatable {
    case onAppear
    case counter(CounterAction)
    case row(id: Int, action: CounterAction)
    case rename(to: String)
}

@CasePathable
enum CounterAction: Equatable {
    case increment
    case delegate(Delegate)

    @CasePathable
    enum Delegate: Equatable {
        case reachedTen(Int)
    }
}

final class CasePathableTests: XCTestCase {
    func testIsTellsTheCaseWithOrWithoutAPayload() {
        XCTAssertTrue(AppAction.onAppear.is(\.onAppear))
        XCTAssertFalse(AppAction.onAppear.is(\.counter))
        XCTAssertTrue(AppAction.counter(.increment).is(\.counter))
        XCTAssertTrue(AppAction.counter(.delegate(.reachedTen(10))).is(\.counter.delegate.reachedTen))
        XCTAssertFalse(AppAction.counter(.increment).is(\.counter.delegate))
    }

    func testCaseSubscriptExtractsThePayload() {
        XCTAssertEqual(AppAction.counter(.increment)[case: \.counter], .increment)
        XCTAssertNil(AppAction.onAppear[case: \.counter])
        XCTAssertEqual(AppAction.counter(.delegate(.reachedTen(10)))[case: \.counter.delegate.reachedTen], 10)
        let row = AppAction.row(id: 3, action: .increment)[case: \.row]
        XCTAssertEqual(row?.id, 3)
        XCTAssertEqual(row?.action, .increment)
        XCTAssertEqual(AppAction.rename(to: "Blob")[case: \.rename], "Blob")
    }

    func testACaseKeyPathBuildsItsCase() {
        let counter: CaseKeyPath<AppAction, CounterAction> = \.counter
        XCTAssertEqual(counter(.increment), .counter(.increment))
        let reachedTen: CaseKeyPath<AppAction, Int> = \.counter.delegate.reachedTen
        XCTAssertEqual(reachedTen(10), .counter(.delegate(.reachedTen(10))))
        let onAppear: CaseKeyPath<AppAction, Void> = \.onAppear
        XCTAssertEqual(onAppear(), .onAppear)
        XCTAssertEqual((\AppAction.Cases.row)((id: 1, action: .increment)), .row(id: 1, action: .increment))
    }

    func testAnAnyCasePathFromAKeyPathEmbedsAndExtracts() {
        let path = AnyCasePath(\AppAction.Cases.counter.delegate)
        XCTAssertEqual(path.embed(.reachedTen(1)), .counter(.delegate(.reachedTen(1))))
        XCTAssertEqual(path.extract(from: .counter(.delegate(.reachedTen(2)))), .reachedTen(2))
        XCTAssertNil(path.extract(from: .counter(.increment)))
    }

    func testModifyChangesThePayloadOnlyInItsCase() {
        var action = AppAction.rename(to: "Blob")
        action.modify(\.rename) { $0 += " Jr." }
        XCTAssertEqual(action, .rename(to: "Blob Jr."))
        var other = AppAction.onAppear
        other.modify(\.rename) { $0 = "never" }
        XCTAssertEqual(other, .onAppear)
    }

    func testAllCasePathsAreTheEnumsCases() {
        XCTAssertEqual(AppAction.allCasePaths.counter.extract(from: .counter(.increment)), .increment)
        XCTAssertEqual(AppAction.allCasePaths.rename.embed("x"), .rename(to: "x"))
    }
}
