import StoreRuntime
import Testing

// MARK: - Keys of derived handles

private struct Pair: Equatable, Sendable {
    var left = 0
    var right = 0
}

private struct Box<Content: Equatable & Sendable>: Equatable, Sendable {
    var content: Content
}

@Test func handlesDerivedByTheSamePathAreOneKeyAndByAnotherAreNot() {
    let pair = Shared(.inMemory("pair"), default: Pair())
    #expect(pair.left.key == pair.left.key)
    #expect(pair.left.key != pair.right.key)
    #expect(pair.left.key.id.name == "pair.left")
}

@Test func aDerivedKeyIsNamedByThePathAfterItsRootTypeWhateverItsGenericArguments() {
    let boxed = Shared(.inMemory("boxed"), default: Box(content: Pair()))
    #expect(boxed.content.key.id.name == "boxed.content")
    #expect(boxed.content.right.key.id.name == "boxed.content.right")
}

@Test func aHandleToAnElementAStoreAddedReadsThatElement() {
    // A list that starts empty and holds one name in the store: the element's handle is made
    // from the value there is, not from the empty default.
    let names = Shared(.inMemory("names"), default: [String]())
    let inStore: SharedSnapshot = [names.key.id: ["Blob"]]
    let (rows, _) = inStore.withValues { Array(names).map(\.wrappedValue) }
    #expect(rows == ["Blob"])
}
