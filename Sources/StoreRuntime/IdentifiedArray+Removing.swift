public import Foundation

// MARK: - Removing

extension IdentifiedArray {
    /// The same removal for a list's `IndexSet`: spelled for it so that it is chosen over
    /// SwiftUI's removal on any collection.
    public mutating func remove(atOffsets offsets: IndexSet) {
        remove(atOffsets: Array(offsets))
    }

    /// Removes and returns the element at `offset`, which must be in bounds (as for `Array`).
    @discardableResult
    public mutating func remove(at offset: Int) -> Element {
        let removed = elements.remove(at: offset)
        offsets.removeValue(forKey: ids.remove(at: offset))
        reindex(from: offset)
        return removed
    }

    /// Removes the elements at `offsets`, as a list's swipe to delete gives them
    /// (`state.todos.remove(atOffsets: indexSet)`); offsets out of bounds are ignored.
    public mutating func remove(atOffsets offsets: some Sequence<Int>) {
        let doomed = Set(offsets.filter(elements.indices.contains))
        guard !doomed.isEmpty else { return }
        let kept = elements.indices.filter { !doomed.contains($0) }.map { elements[$0] }
        self = IdentifiedArray(kept)
    }

    /// Removes the elements in `bounds`, which must be in bounds (as for `Array`).
    public mutating func removeSubrange(_ bounds: Range<Int>) {
        elements.removeSubrange(bounds)
        rebuildIndex()
    }

    /// Removes and returns the first element, which must exist (as for `Array`).
    @discardableResult
    public mutating func removeFirst() -> Element {
        remove(at: startIndex)
    }

    /// Removes and returns the last element, which must exist (as for `Array`).
    @discardableResult
    public mutating func removeLast() -> Element {
        let removed = elements.removeLast()
        offsets.removeValue(forKey: ids.removeLast())
        return removed
    }

    /// Removes the first `k` elements; there must be at least `k` (as for `Array`).
    public mutating func removeFirst(_ k: Int) {
        removeSubrange(startIndex..<(startIndex + k))
    }

    /// Removes the last `k` elements; there must be at least `k` (as for `Array`).
    public mutating func removeLast(_ k: Int) {
        removeSubrange((endIndex - k)..<endIndex)
    }

    /// Removes every element.
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepCapacity)
        ids.removeAll(keepingCapacity: keepCapacity)
        offsets.removeAll(keepingCapacity: keepCapacity)
    }
}
