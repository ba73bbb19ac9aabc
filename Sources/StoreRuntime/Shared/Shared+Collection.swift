// MARK: - A shared collection's elements as shared values

extension Array {
    /// A handle to each element of a shared collection, as swift-sharing gives them: a view
    /// lists `ForEach(Array(store.$syncUps)) { $syncUp in … }` and hands each row's handle to a
    /// child feature, whose writes land in that element of the shared collection.
    ///
    /// (swift-sharing makes `Shared` itself a collection; a conditional conformance cannot
    /// require the elements to be `Sendable`, which a handle's value must be, so here the
    /// elements are reached through `Array`.)
    public init<Collection>(_ shared: Shared<Collection>)
    where Element == Shared<Collection.Element>, Collection: MutableCollection & RandomAccessCollection,
        Collection.Element: Equatable & Sendable, Collection.Index: Hashable & Sendable {
        self = shared.wrappedValue.indices.map { index in shared[dynamicMember: \Collection[index]] }
    }
}

extension Shared: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
