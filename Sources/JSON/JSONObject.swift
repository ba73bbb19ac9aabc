/// The members of a JSON object, in the order they were inserted.
///
/// Lookups are linear for small objects (most objects on the wire have a handful of keys, where a
/// scan beats hashing) and go through an index once an object grows past `indexThreshold` keys
/// (unless it was built without one: ``init(uniqueMembers:indexed:)``).
public struct JSONObject: Sendable {
    public typealias Member = (key: String, value: JSONValue)

    private var members: [Member]
    private var index: [String: Int]?

    private static let indexThreshold = 12

    public init() {
        members = []
    }

    /// Builds an object from members; a later duplicate key replaces the earlier value in place.
    public init<S: Sequence>(_ members: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    /// Builds an object from members already known to have distinct keys (the parser's case,
    /// and replies built member by member): no key is looked up.
    ///
    /// - Parameter indexed: false for an object of a few dozen keys at most that is mostly read
    ///   by position (a rendered node's properties, made anew at every render and compared with
    ///   the last render's member by member): its lookups scan, where building the index cost
    ///   more than the rest of the node. The index is built as usual once a key is added.
    package init(uniqueMembers: [Member], indexed: Bool = true) {
        members = uniqueMembers
        if indexed, members.count > Self.indexThreshold { rebuildIndex() }
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }
    /// The members in order (for walking two objects side by side by position).
    package var orderedMembers: [Member] { members }

    /// The key of the member at `position` (in insertion order).
    package func key(at position: Int) -> String { members[position].key }

    /// The value of the member at `position` (in insertion order).
    package func value(at position: Int) -> JSONValue { members[position].value }

    /// The value at `position`, taken out of the object (`null` left in its place): unshared once
    /// taken when it was only the object's, so that it can be changed in place and put back with
    /// ``setValue(_:at:)``; the object's storage is copied first only when something else holds it.
    package mutating func takeValue(at position: Int) -> JSONValue {
        var value = JSONValue.null
        swap(&value, &members[position].value)
        return value
    }

    /// Replaces the value at `position`, keeping its key and place.
    package mutating func setValue(_ value: JSONValue, at position: Int) {
        members[position].value = value
    }
    public var values: [JSONValue] { members.map(\.value) }

    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].value
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    if index != nil { rebuildIndex() }
                }
            } else if let newValue {
                members.append((key, newValue))
                if index != nil {
                    index?[key] = members.count - 1
                } else if members.count > Self.indexThreshold {
                    rebuildIndex()
                }
            }
        }
    }

    /// Removes the member and returns its value, keeping the order of the others.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        let old = self[key]
        self[key] = nil
        return old
    }

    /// The members with keys in ascending order of their UTF-8 bytes.
    public var sortedMembers: [Member] {
        members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    private func position(of key: String) -> Int? {
        if let index { return index[key] }
        return members.firstIndex { $0.key == key }
    }

    /// True when both hold the very same member storage, so they are equal without being read
    /// (false for equal objects built separately). Both values being alive while compared, no
    /// other storage can have taken the address.
    public func sharesStorage(with other: JSONObject) -> Bool {
        members.count == other.members.count
            && members.withUnsafeBufferPointer { mine in
                other.members.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
            }
    }

    private mutating func rebuildIndex() {
        var built = [String: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { built[member.key] = position }
        index = built
    }
}

extension JSONObject: Sequence {
    public func makeIterator() -> IndexingIterator<[Member]> {
        members.makeIterator()
    }
}

// MARK: - Equality ignores key order

extension JSONObject: Hashable {
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        // One storage (a subtree reused from an earlier encoding): equal without reading it.
        if lhs.sharesStorage(with: rhs) { return true }
        for (position, member) in lhs.members.enumerated() {
            // Fast path: same key at the same position, the common case for two renders.
            if position < rhs.members.count, rhs.members[position].key == member.key {
                guard rhs.members[position].value == member.value else { return false }
            } else {
                guard let other = rhs[member.key], other == member.value else { return false }
            }
        }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        // Order-independent: combine per-member hashes commutatively.
        var sum = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            sum = sum &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(literal: elements)
    }

    /// A literal's members, as ``init(_:)`` takes them (a later duplicate key replaces the
    /// earlier value). A literal's keys are almost always distinct: checked pairwise (a literal
    /// is short), its members then go in as they are, without the setter's look-up of each key
    /// (about 1k instructions for a one-member literal, and interactions' JSON and the
    /// environment's are literals made at every render).
    init(literal elements: [(String, JSONValue)]) {
        guard elements.count <= Self.indexThreshold, Self.distinctKeys(elements) else {
            self.init(elements)
            return
        }
        self.init(uniqueMembers: elements.map { (key: $0.0, value: $0.1) })
    }

    private static func distinctKeys(_ elements: [(String, JSONValue)]) -> Bool {
        var position = 1
        while position < elements.count {
            var earlier = 0
            while earlier < position {
                if elements[earlier].0 == elements[position].0 { return false }
                earlier += 1
            }
            position += 1
        }
        return true
    }
}
