// MARK: - Collection

/// A random-access, mutable collection indexed by offset, as TCA's is: `state.todos[0]`,
/// `state.todos[0].isComplete = true`, `for todo in state.todos`, `state.todos.swapAt(0, 1)`.
extension IdentifiedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    /// The element at `position`.
    ///
    /// A write that keeps the element's id (the usual `state.todos[0].isComplete = true`)
    /// changes the element in place. A write of an element with another id replaces the element
    /// at `position` and its id; an element elsewhere that already had the new id is removed, so
    /// the one written wins and ids stay unique (TCA traps instead).
    public subscript(position: Int) -> Element {
        get { elements[position] }
        _modify {
            let id = ids[position]
            defer {
                if elements[position].id != id {
                    adoptNewID(at: position)
                }
            }
            yield &elements[position]
        }
    }

    /// Swaps two elements and their ids, never holding a repeated id in between (the default
    /// swap writes one element over the other first).
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        elements.swapAt(i, j)
        ids.swapAt(i, j)
        offsets[ids[i]] = i
        offsets[ids[j]] = j
    }

    /// Hands the elements to `body` as one buffer (how the standard library sorts and
    /// partitions), then rebuilds the index from what `body` left.
    public mutating func withContiguousMutableStorageIfAvailable<Result>(
        _ body: (inout UnsafeMutableBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        defer { rebuildIndex() }
        return try elements.withUnsafeMutableBufferPointer { try body(&$0) }
    }

    public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<Element>) throws -> Result
    ) rethrows -> Result? {
        try elements.withUnsafeBufferPointer(body)
    }

    /// After the element at `position` changed its id: records the new id there and removes any
    /// other element with the same id.
    private mutating func adoptNewID(at position: Int) {
        offsets.removeValue(forKey: ids[position])
        let newID = elements[position].id
        var position = position
        if let other = offsets[newID] {
            elements.remove(at: other)
            ids.remove(at: other)
            if other < position { position -= 1 }
        }
        ids[position] = newID
        reindex(from: Swift.min(position, offsets[newID] ?? position))
    }
}
