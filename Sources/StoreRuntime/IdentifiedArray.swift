// MARK: - IdentifiedArray

/// An ordered collection of identifiable elements with fast lookup by id; ids are unique.
///
/// The state of a list whose rows have their own reducer (`forEach`). It encodes as a plain array
/// of its elements, in order, so its wire form is deterministic.
public struct IdentifiedArray<Element: Identifiable> {
    /// The elements in order.
    public private(set) var elements: [Element]
    /// The ids of `elements`, in the same order.
    public private(set) var ids: [Element.ID]
    private var offsets: [Element.ID: Int]

    /// Creates an empty array.
    public init() {
        self.elements = []
        self.ids = []
        self.offsets = [:]
    }

    /// Creates an array from `elements`; an element whose id already appeared is dropped.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements {
            append(element)
        }
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

    private mutating func reindex(from start: Int) {
        for offset in start..<ids.count {
            offsets[ids[offset]] = offset
        }
    }
}

// MARK: - Collection

extension IdentifiedArray: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension IdentifiedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

// MARK: - Conformances

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: Sendable where Element: Sendable, Element.ID: Sendable {}

extension IdentifiedArray: Encodable where Element: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(elements)
    }
}

extension IdentifiedArray: Decodable where Element: Decodable {
    /// Decodes an array of elements; a repeated id is a decoding error rather than a silent drop.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let elements = try container.decode([Element].self)
        self.init(elements)
        if self.elements.count != elements.count {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "IdentifiedArray holds elements with the same id"
            )
        }
    }
}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String { elements.description }
}
