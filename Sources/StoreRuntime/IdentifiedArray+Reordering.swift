public import Foundation

// MARK: - Reordering

extension IdentifiedArray {
    /// The same move for a list's `IndexSet`: spelled for it so that it is chosen over SwiftUI's
    /// move on any mutable collection, which would write elements without their ids.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        move(fromOffsets: Array(source), toOffset: destination)
    }

    /// Moves the elements at `source` so that they sit, in their order, before the element that
    /// was at `destination` (at the end when it is `count`), as a list's drag to reorder gives
    /// them (`state.todos.move(fromOffsets: indexSet, toOffset: 0)`). Offsets out of bounds are
    /// ignored and `destination` is clamped.
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
        let moving = Set(source.filter(elements.indices.contains))
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(destination, 0), elements.count)
        let moved = elements.indices.filter(moving.contains).map { elements[$0] }
        var staying = elements.indices.filter { !moving.contains($0) }.map { elements[$0] }
        let insertion = destination - moving.count(where: { $0 < destination })
        staying.insert(contentsOf: moved, at: insertion)
        elements = staying
        rebuildIndex()
    }

    /// Sorts the elements in place by `areInIncreasingOrder`.
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        defer { rebuildIndex() }
        try elements.sort(by: areInIncreasingOrder)
    }
}

extension IdentifiedArray where Element: Comparable {
    /// Sorts the elements in place in increasing order.
    public mutating func sort() {
        sort(by: <)
    }
}
