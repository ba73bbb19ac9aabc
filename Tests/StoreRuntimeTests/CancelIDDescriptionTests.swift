import StoreRuntime
import Synchronization
import Testing

// A cancel id's text is what `String(describing:)` makes of the id, every time: the name of a
// payload-free case is looked up once and reused, and nothing else is.

private enum Plain { case fact, search }

/// Calls every case equal: equal ids, yet each keeps its own name.
private enum AllEqual: Hashable {
    case first, second
    static func == (_: AllEqual, _: AllEqual) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

private enum WithPayload: Hashable { case page(Int), none }

/// An id whose text follows its state, which changes while the id stays equal.
private final class Labelled: Hashable, Sendable, CustomStringConvertible {
    let label = Mutex("before")
    var description: String { label.withLock { $0 } }
    static func == (lhs: Labelled, rhs: Labelled) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A payload-free enum that prints itself from the world, not from its case.
private enum Counted: CustomStringConvertible {
    case only
    static let printed = Mutex(0)
    var description: String { "printed \(Counted.printed.withLock { $0 += 1; return $0 })" }
}

@Test func aPayloadFreeCaseIsDescribedByItsNameEachTime() {
    #expect(CancelID(Plain.fact).description == "fact")
    #expect(CancelID(Plain.fact).description == "fact")
    #expect(CancelID(Plain.search).description == "search")
    #expect(CancelID(Plain.fact).description == String(describing: Plain.fact))
}

@Test func casesAnEnumCallsEqualKeepTheirOwnNames() {
    #expect(CancelID(AllEqual.first) == CancelID(AllEqual.second))
    #expect(CancelID(AllEqual.first).description == "first")
    #expect(CancelID(AllEqual.second).description == "second")
    #expect(CancelID(AllEqual.first).description == "first")
}

@Test func aCaseWithAPayloadIsDescribedWithItsPayload() {
    #expect(CancelID(WithPayload.page(3)).description == "page(3)")
    #expect(CancelID(WithPayload.page(4)).description == "page(4)")
    #expect(CancelID(WithPayload.none).description == "none")
}

@Test func anIDThatPrintsItselfIsDescribedAfreshEachTime() {
    let labelled = Labelled()
    let id = CancelID(labelled)
    #expect(id.description == "before")
    labelled.label.withLock { $0 = "after" }
    #expect(id.description == "after")

    let first = CancelID(Counted.only).description
    let second = CancelID(Counted.only).description
    #expect(first != second)
}

@Test func plainValuesAreDescribedAsStringDescribingDoes() {
    #expect(CancelID("query").description == "query")
    #expect(CancelID(42).description == "42")
}
