import StoreRuntime
import Testing

// The index of an IdentifiedArray (ids in order, an offset per id) must agree with its elements
// after every kind of change, including the standard library's algorithms, which write through
// the collection's subscript and `swapAt`.

private struct Item: Identifiable, Equatable, Sendable {
    var id: Int
    var title = ""
}

/// Whether `items` finds every element at its offset by its id, and lists ids in element order.
private func isConsistent(_ items: IdentifiedArray<Item>) -> Bool {
    items.ids == items.elements.map(\.id)
        && Set(items.ids).count == items.count
        && items.indices.allSatisfy { items.index(id: items[$0].id) == $0 && items[id: items[$0].id] == items[$0] }
}

private func items(_ ids: Int...) -> IdentifiedArray<Item> {
    IdentifiedArray(ids.map { Item(id: $0, title: "\($0)") })
}

@Test func everyChangeKeepsTheIndexInStepWithTheElements() {
    let changes: [(String, (inout IdentifiedArray<Item>) -> Void)] = [
        ("remove(at:)", { _ = $0.remove(at: 1) }),
        ("removeFirst", { _ = $0.removeFirst() }),
        ("removeLast", { _ = $0.removeLast() }),
        ("removeFirst(2)", { $0.removeFirst(2) }),
        ("removeLast(2)", { $0.removeLast(2) }),
        ("removeSubrange", { $0.removeSubrange(1..<3) }),
        ("remove(atOffsets:)", { $0.remove(atOffsets: [0, 3, 99]) }),
        ("removeAll", { $0.removeAll() }),
        ("move(fromOffsets:toOffset:)", { $0.move(fromOffsets: [1, 3], toOffset: 0) }),
        ("sort(by:)", { $0.sort { $0.id > $1.id } }),
        ("swapAt", { $0.swapAt(0, 4) }),
        ("reverse", { $0.reverse() }),
        ("partition", { _ = $0.partition { $0.id.isMultiple(of: 2) } }),
        ("shuffle", { var generator = CountingGenerator(); $0.shuffle(using: &generator) }),
        ("updateOrAppend", { _ = $0.updateOrAppend(Item(id: 9)) }),
        ("updateOrInsert", { _ = $0.updateOrInsert(Item(id: 8), at: 2) }),
        ("append(contentsOf:)", { $0.append(contentsOf: [Item(id: 6), Item(id: 1), Item(id: 7)]) }),
        ("element write", { $0[2].title = "changed" }),
        ("write of another id", { $0[1] = Item(id: 20) }),
        ("write of a present id", { $0[0] = Item(id: 4, title: "moved") }),
        ("subscript(id:) nil", { $0[id: 3] = nil }),
    ]
    for (name, change) in changes {
        var array = items(1, 2, 3, 4, 5)
        change(&array)
        #expect(isConsistent(array), "after \(name): \(array.ids) for \(array.elements.map(\.id))")
    }
}

@Test func theStandardLibrarysGenericSortGoesThroughTheIndexToo() {
    func sortDescending<C: MutableCollection & RandomAccessCollection>(_ collection: inout C) where C.Element == Item {
        collection.sort { $0.id > $1.id }
    }
    var array = items(3, 1, 2)
    sortDescending(&array)
    #expect(array.ids == [3, 2, 1])
    #expect(isConsistent(array))
}

@Test func aWriteThroughAnIndexThatChangesTheIDReplacesTheElementThereAndWins() {
    var array = items(1, 2, 3)
    array[0] = Item(id: 3, title: "new")
    #expect(array.ids == [3, 2])
    #expect(array[id: 3]?.title == "new")

    array[1] = Item(id: 7)
    #expect(array.ids == [3, 7])
    #expect(array[id: 2] == nil)
}

@Test func uniqueElementsKeepTheFirstOfARepeatedIDInsteadOfTrapping() {
    let array = IdentifiedArray(uniqueElements: [Item(id: 1, title: "a"), Item(id: 1, title: "b"), Item(id: 2)])
    #expect(array.ids == [1, 2])
    #expect(array[id: 1]?.title == "a")
    #expect(isConsistent(array))
    let repeatedLater = IdentifiedArray([Item(id: 3), Item(id: 1), Item(id: 2), Item(id: 3, title: "later"), Item(id: 2)])
    #expect(repeatedLater.ids == [3, 1, 2])
    #expect(repeatedLater[id: 3]?.title == "")
    #expect(isConsistent(repeatedLater))
}

@Test func uniquingIDsCombinesRepeatedElementsAtTheFirstPosition() {
    let array = IdentifiedArray(
        [Item(id: 1, title: "a"), Item(id: 2, title: "x"), Item(id: 1, title: "b")],
        uniquingIDsWith: { first, second in Item(id: first.id, title: first.title + second.title) }
    )
    #expect(array.elements == [Item(id: 1, title: "ab"), Item(id: 2, title: "x")])
}

@Test func movingFromOffsetsMatchesWhatAListsDragGives() {
    // Each case: offsets moved, destination, result; the destination counts in the old order.
    let cases: [([Int], Int, [Int])] = [
        ([0], 3, [2, 3, 1, 4]),
        ([3], 0, [4, 1, 2, 3]),
        ([0, 2], 4, [2, 4, 1, 3]),
        ([1, 2], 1, [1, 2, 3, 4]),
        ([0], 0, [1, 2, 3, 4]),
        ([], 2, [1, 2, 3, 4]),
        ([2], 99, [1, 2, 4, 3]),
    ]
    for (offsets, destination, expected) in cases {
        var array = items(1, 2, 3, 4)
        array.move(fromOffsets: offsets, toOffset: destination)
        #expect(array.ids == expected, "moving \(offsets) to \(destination)")
        #expect(isConsistent(array))
    }
}

@Test func filteringGivesAnIdentifiedArrayWithItsOwnIndex() {
    let evens: IdentifiedArray<Item> = items(1, 2, 3, 4).filter { $0.id.isMultiple(of: 2) }
    #expect(evens.ids == [2, 4])
    #expect(evens.index(id: 4) == 1)
}

@Test func equalArraysHashAlike() {
    struct Tag: Identifiable, Hashable { var id: String }
    let one = IdentifiedArray([Tag(id: "a"), Tag(id: "b")])
    let other = IdentifiedArray([Tag(id: "a"), Tag(id: "b")])
    #expect(Set([one, other]).count == 1)
    #expect(one != IdentifiedArray([Tag(id: "b"), Tag(id: "a")]))
}

/// A deterministic generator, so the shuffle above is the same on every run.
private struct CountingGenerator: RandomNumberGenerator {
    var state: UInt64 = 0

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return state
    }
}
