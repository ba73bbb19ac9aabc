public import UIStateTesting

// MARK: - StackState

/// The screens pushed onto a navigation stack, each with its `StackElementID`, as TCA 1.x keeps
/// them (`var path = StackState<Path.State>()`), driven by
/// `forEach(\.path, action: /Action.path) { Path() }`.
///
/// Pushing (`append`, or the array literal) takes the next id from the store running the reducer.
/// On the wire a stack is an array of `{"id": 0, "state": …}`.
public struct StackState<Element> {
    /// The ids of the screens, bottom first.
    public private(set) var ids: [StackElementID]
    private var elements: [Element]

    /// An empty stack.
    public init() {
        self.ids = []
        self.elements = []
    }

    /// A stack of `elements`, bottom first, each given the next id.
    public init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// Pushes `element`, giving it the next id of the running store.
    public mutating func append(_ element: Element) {
        let generator = Dependencies.current.stackElementID
        var id = generator.next()
        // A stack decoded from the wire may hold ids the store has not handed out yet.
        while ids.contains(id) { id = generator.next() }
        append(element, id: id)
    }

    mutating func append(_ element: Element, id: StackElementID) {
        ids.append(id)
        elements.append(element)
    }

    /// Pushes every element of `elements`, in order.
    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The screen with `id`: reading gives `nil` when it is not on the stack; setting `nil`
    /// removes it, setting a value replaces it (or pushes it with that id).
    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            if let index = ids.firstIndex(of: id) {
                if let newValue {
                    elements[index] = newValue
                } else {
                    ids.remove(at: index)
                    elements.remove(at: index)
                }
            } else if let newValue {
                append(newValue, id: id)
            }
        }
    }

    /// The screen with `id` as the case `path` names, for stacks of an enum of screens:
    /// `$0.path[id: 0, case: /Path.State.detail]?.count = 2`.
    public subscript<Case>(id id: StackElementID, case path: AnyCasePath<Element, Case>) -> Case? {
        get { self[id: id].flatMap(path.extract) }
        set {
            guard let newValue, self[id: id].flatMap(path.extract) != nil else { return }
            self[id: id] = path.embed(newValue)
        }
    }

    /// Removes the screen with `id` and every screen above it.
    public mutating func pop(from id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange(index...)
        elements.removeSubrange(index...)
    }

    /// Removes every screen above the one with `id`.
    public mutating func pop(to id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange((index + 1)...)
        elements.removeSubrange((index + 1)...)
    }

    /// Removes and returns the top screen, if any.
    @discardableResult
    public mutating func popLast() -> Element? {
        guard !elements.isEmpty else { return nil }
        ids.removeLast()
        return elements.removeLast()
    }

    /// Removes the top `count` screens.
    public mutating func removeLast(_ count: Int = 1) {
        let count = Swift.min(Swift.max(count, 0), elements.count)
        ids.removeLast(count)
        elements.removeLast(count)
    }

    /// Removes every screen.
    public mutating func removeAll() {
        ids.removeAll()
        elements.removeAll()
    }

    /// Removes the screens at `offsets` (bottom is 0).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.sorted(by: >) where elements.indices.contains(offset) {
            ids.remove(at: offset)
            elements.remove(at: offset)
        }
    }
}

// MARK: - Collection

extension StackState: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension StackState: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension StackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension StackState: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ids)
        hasher.combine(elements)
    }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomStringConvertible {
    public var description: String {
        "[" + zip(ids, elements).map { "\($0.debugDescription): \($1)" }.joined(separator: ", ") + "]"
    }
}

extension StackState: TestDumpable {
    /// A failure diff lists the screens with their ids: `#0: …`.
    public var testDumpValue: Any {
        zip(ids, elements).map { StackEntry(id: $0, state: $1) }
    }
}

/// One screen with its id, in a diff and on the wire.
struct StackEntry<Element> {
    let id: StackElementID
    let state: Element
}

extension StackEntry: Codable where Element: Codable {}

extension StackState: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        let entries = try [StackEntry<Element>](from: decoder)
        self.init()
        var seen = Set<StackElementID>()
        for entry in entries {
            guard seen.insert(entry.id).inserted else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "stack element id \(entry.id.rawValue) appears twice; each screen on a stack has its own id"
                ))
            }
            append(entry.state, id: entry.id)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try zip(ids, elements).map { StackEntry(id: $0, state: $1) }.encode(to: encoder)
    }
}
