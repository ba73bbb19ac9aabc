import UIStateTCA
import XCTest

// Case paths built with `/` from every shape of enum case a feature's actions take.

private struct Row: Equatable { var id: Int }
private enum Child: Equatable { case tapped, renamed(String) }

private enum Action: Equatable {
    case onAppear
    case refresh
    case child(Child)
    case labelled(action: Child)
    case row(id: Int, action: Child)
    case move(IndexSet, Int)
    case optional(Int?)
    indirect case nested(Action)
}

private enum Generic<Value: Equatable>: Equatable {
    case value(Value)
    case none
}

private enum Tree: Equatable {
    indirect case node(Tree, Tree)
    case leaf(Int)
}

/// An enum that describes itself, so its printed text says nothing about the case.
private enum Opaque: CustomStringConvertible {
    case first, second
    var description: String { "opaque" }
}

final class CasePathTests: XCTestCase {
    func testASinglePayloadIsExtractedFromItsCaseOnly() {
        let path: AnyCasePath<Action, Child> = /Action.child
        XCTAssertEqual(path.extract(from: .child(.tapped)), .tapped)
        XCTAssertNil(path.extract(from: .labelled(action: .tapped)))
        XCTAssertNil(path.extract(from: .onAppear))
        XCTAssertEqual(path.embed(.renamed("x")), .child(.renamed("x")))
    }

    func testALabelledPayloadIsExtracted() {
        let path: AnyCasePath<Action, Child> = /Action.labelled(action:)
        XCTAssertEqual(path.extract(from: .labelled(action: .tapped)), .tapped)
        XCTAssertNil(path.extract(from: .child(.tapped)))
    }

    func testSeveralLabelledValuesAreExtractedAsATuple() {
        let path: AnyCasePath<Action, (Int, Child)> = /Action.row(id:action:)
        let extracted = path.extract(from: .row(id: 3, action: .renamed("a")))
        XCTAssertEqual(extracted?.0, 3)
        XCTAssertEqual(extracted?.1, .renamed("a"))
        XCTAssertEqual(path.embed((4, .tapped)), .row(id: 4, action: .tapped))
        XCTAssertNil(path.extract(from: .child(.tapped)))
    }

    func testSeveralUnlabelledValuesAreExtractedAsATuple() {
        let path: AnyCasePath<Action, (IndexSet, Int)> = /Action.move
        let extracted = path.extract(from: .move([1, 2], 0))
        XCTAssertEqual(extracted?.0, [1, 2])
        XCTAssertEqual(extracted?.1, 0)
    }

    func testAnOptionalPayloadIsExtractedWhetherOrNotItHoldsAValue() {
        let path: AnyCasePath<Action, Int?> = /Action.optional
        XCTAssertEqual(path.extract(from: .optional(5)), .some(5))
        XCTAssertEqual(path.extract(from: .optional(nil)), .some(nil))
        XCTAssertTrue(path.extract(from: .refresh) == nil, "a different case has no payload to give")
    }

    func testAPayloadlessCaseMatchesOnlyItself() {
        let path: AnyCasePath<Action, Void> = /Action.onAppear
        XCTAssertNotNil(path.extract(from: .onAppear))
        XCTAssertNil(path.extract(from: .refresh))
        XCTAssertNil(path.extract(from: .child(.tapped)))
        XCTAssertEqual(path.embed(()), .onAppear)
    }

    func testAPayloadlessCaseOfAnEnumThatDescribesItselfIsStillTold() {
        let path: AnyCasePath<Opaque, Void> = /Opaque.first
        XCTAssertNotNil(path.extract(from: .first))
        XCTAssertNil(path.extract(from: .second))
    }

    func testAnIndirectCaseIsExtracted() {
        let path: AnyCasePath<Action, Action> = /Action.nested
        XCTAssertEqual(path.extract(from: .nested(.nested(.onAppear))), .nested(.onAppear))
        XCTAssertNil(path.extract(from: .onAppear))

        let node: AnyCasePath<Tree, (Tree, Tree)> = /Tree.node
        XCTAssertEqual(node.extract(from: .node(.leaf(1), .leaf(2)))?.1, .leaf(2))
        XCTAssertNil(node.extract(from: .leaf(1)))
    }

    func testACaseOfAGenericEnumIsExtracted() {
        let path: AnyCasePath<Generic<String>, String> = /Generic.value
        XCTAssertEqual(path.extract(from: .value("x")), "x")
        XCTAssertNil(path.extract(from: .none))
    }

    func testTheSamePathAnswersRepeatedlyAfterLearningItsCase() {
        let path: AnyCasePath<Action, Child> = /Action.child
        for _ in 0..<3 {
            XCTAssertEqual(path.extract(from: .child(.tapped)), .tapped)
            XCTAssertNil(path.extract(from: .labelled(action: .tapped)))
        }
    }

    func testPathsMatchInASwitch() {
        func describe(_ action: Action) -> String {
            switch action {
            case /Action.child: return "child"
            case /Action.row(id:action:): return "row"
            default: return "other"
            }
        }
        XCTAssertEqual(describe(.child(.tapped)), "child")
        XCTAssertEqual(describe(.row(id: 1, action: .tapped)), "row")
        XCTAssertEqual(describe(.onAppear), "other")
    }

    func testTheIdentityPathExtractsEverything() {
        let path: AnyCasePath<Action, Action> = /Action.self
        XCTAssertEqual(path.extract(from: .refresh), .refresh)
    }
}
