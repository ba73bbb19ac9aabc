// MARK: - IdentifiedArray

/// An ordered collection of identifiable elements with fast lookup by id; ids are unique.
///
/// The state of a list whose rows have their own reducer (`forEach`). It encodes as a plain array
/// of its elements, in order, so its wire form is deterministic.
///
/// It spells its API as TCA's IdentifiedCollections does (`init(uniqueElements:)`,
/// `subscript(id:)`, `index(id:)`, `remove(id:)`, `updateOrAppend(_:)`, `move(fromOffsets:…)`,
/// element writes through an index, …), with these differences:
/// - it is generic over `Element: Identifiable` only; TCA's is `IdentifiedArray<ID, Element>`,
///   and `IdentifiedArrayOf<Element>` names both the same way;
/// - `ids` is an `[Element.ID]` in order (swift-collections' `OrderedSet` is not available), so
///   `ids.contains(_:)` is linear: use `index(id:)` or `self[id:]` to look an id up;
/// - nothing traps on a repeated id: initialisers keep the first element of each id, `append`
///   and `insert` refuse a present id and say so (`Bool` rather than `(inserted:index:)`), and an
///   offset out of bounds is clamped, because ids often come from outside input.
public struct IdentifiedArray<Element: Identifiable> {
    /// The elements' id type, so `extension IdentifiedArray where ID == Todo.ID` reads as with
    /// TCA's two-parameter `IdentifiedArray<ID, Element>`.
    public typealias ID = Element.ID

    /// The elements in order.
    public internal(set) var elements: [Element]
    /// The ids of `elements`, in the same order.
    public internal(set) var ids: [Element.ID]
    /// The offset of each id in `elements`.
    var offsets: [Element.ID: Int]

    /// Creates an empty array.
    public init() {
        self.elements = []
        self.ids = []
        self.offsets = [:]
    }

    /// Creates an array from `elements`; an element whose id already appeared is dropped.
    public init(_ elements: some Sequence<Element>) {
        // Built in one pass, each id read and looked up once: appending element by element
        // looked each id up twice and read it three times, through witnesses, as this runs
        // unspecialised (a state's decoding, a filter, a reorder).
        let count = elements.underestimatedCount
        var kept: [Element] = []
        var ids: [Element.ID] = []
        var offsets: [Element.ID: Int] = [:]
        kept.reserveCapacity(count)
        ids.reserveCapacity(count)
        offsets.reserveCapacity(count)
        for element in elements {
            let id = element.id
            if let first = offsets.updateValue(kept.count, forKey: id) {
                // A repeated id: the first element stays.
                offsets[id] = first
                continue
            }
            kept.append(element)
            ids.append(id)
        }
        self.elements = kept
        self.ids = ids
        self.offsets = offsets
    }

    /// The element with `id`; setting `nil` removes it, setting a value replaces the element
    /// with that id or appends it.
    public subscript(id id: Element.ID) -> Element? {
        get { offsets[id].map { elements[$0] } }
        set {
            guard let newValue else {
                remove(id: id)
                return
            }
            if let offset = offsets[id], newValue.id == id {
                elements[offset] = newValue
            } else {
                remove(id: id)
                append(newValue)
            }
        }
    }

    /// The offset of the element with `id`, or `nil` when absent.
    public func index(id: Element.ID) -> Int? {
        offsets[id]
    }

    /// Mutates the element with `id` in place and returns `body`'s result, or `nil` when absent.
    ///
    /// If `body` changes the element's id, the index is rebuilt (and a duplicate dropped).
    public mutating func modify<Result>(id: Element.ID, _ body: (inout Element) -> Result) -> Result? {
        guard let offset = offsets[id] else { return nil }
        let result = body(&elements[offset])
        if elements[offset].id != id {
            self = IdentifiedArray(elements)
        }
        return result
    }

    /// Appends `element` unless its id is present; returns whether it was appended.
    @discardableResult
    public mutating func append(_ element: Element) -> Bool {
        insert(element, at: elements.count)
    }

    /// Inserts `element` at `offset` (clamped to the bounds) unless its id is present.
    @discardableResult
    public mutating func insert(_ element: Element, at offset: Int) -> Bool {
        guard offsets[element.id] == nil else { return false }
        let offset = Swift.min(Swift.max(offset, 0), elements.count)
        elements.insert(element, at: offset)
        ids.insert(element.id, at: offset)
        if offset == elements.count - 1 {
            offsets[element.id] = offset
        } else {
            reindex(from: offset)
        }
        return true
    }

    /// Removes and returns the element with `id`.
    @discardableResult
    public mutating func remove(id: Element.ID) -> Element? {
        guard let offset = offsets.removeValue(forKey: id) else { return nil }
        ids.remove(at: offset)
        let removed = elements.remove(at: offset)
        reindex(from: offset)
        return removed
    }

    /// Removes the elements for which `shouldRemove` is true.
    public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        let kept = try elements.filter { try !shouldRemove($0) }
        if kept.count != elements.count {
            self = IdentifiedArray(kept)
        }
    }

    /// Moves the element at `source` to `destination` (offsets clamped to the bounds).
    public mutating func move(from source: Int, to destination: Int) {
        guard elements.indices.contains(source) else { return }
        let element = elements.remove(at: source)
        ids.remove(at: source)
        let destination = Swift.min(Swift.max(destination, 0), elements.count)
        elements.insert(element, at: destination)
        ids.insert(element.id, at: destination)
        reindex(from: Swift.min(source, destination))
    }

    /// Records the offsets of the ids from `start` on, after elements moved.
    mutating func reindex(from start: Int) {
        for offset in start..<ids.count {
            offsets[ids[offset]] = offset
        }
    }

    /// Rebuilds `ids` and `offsets` from `elements` after they were rearranged or rewritten
    /// wholesale; a repeated id keeps its first element.
    mutating func rebuildIndex() {
        self = IdentifiedArray(elements)
    }
}

// Declared beside the type: Swift checks a Sendable conformance only in the type's own file.
extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

/// TCA's name for an identified array of `Element`s; TCA's type has the id as a parameter of
/// its own, ours reads it from `Element`, so the two spellings are one type here.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element>
