public import Foundation

// MARK: - Removing and moving by offsets

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's: what an `.onDelete` handler calls with
    /// the offsets it is given. Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to just before the element at `destination` (as it was
    /// before the move), keeping their order, as SwiftUI's: what an `.onMove` handler calls.
    /// Offsets past the end are ignored.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let moving = source.filter { $0 < elements.count }
        var before: [Element] = []
        var after: [Element] = []
        for (offset, element) in elements.enumerated() where !moving.contains(offset) {
            if offset < destination { before.append(element) } else { after.append(element) }
        }
        var position = startIndex
        for element in before + moving.map({ elements[$0] }) + after {
            self[position] = element
            formIndex(after: &position)
        }
    }
}
