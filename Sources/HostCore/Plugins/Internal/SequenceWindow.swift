import UIStateProtocol

// MARK: - SequenceWindow

/// Values keyed by ids handed out one after another (a plugin client's request numbers), nearly
/// all removed in about the order they were added: a circular window of slots from the oldest id
/// still held, so that adding and removing is indexing, with no hashing and no probing. An id
/// outside the window (one of more than `windowLimit` ids in flight behind an old one, or one
/// added after later ids left) is kept in a dictionary beside it, so nothing is refused and a
/// request that hangs costs the rest the dictionary's speed, not memory without bound.
struct SequenceWindow<Value> {
    /// The slots, a power of two of them; slot `head` holds id `base`, and `span` slots from it
    /// reach the newest id in the window. An empty slot is an id removed, or never added here.
    private var slots: [Value?] = []
    private var head = 0
    private var base: UInt64 = 0
    private var span = 0
    private var others: [SequenceKey: Value] = [:]
    private(set) var count = 0

    /// How far past the oldest id held the window reaches (the ids of requests in flight on one
    /// plugin, far more than a client keeps waiting).
    static var windowLimit: Int { 4096 }

    var isEmpty: Bool { count == 0 }

    mutating func insert(_ value: consuming Value, for id: UInt64) {
        count += 1
        if span == 0 { base = id }
        let offset = id &- base
        guard offset < UInt64(Self.windowLimit) else {
            others[SequenceKey(id)] = value
            return
        }
        let place = Int(offset)
        if place >= slots.count { grow(toHold: place + 1) }
        slots[(head + place) & (slots.count - 1)] = value
        span = max(span, place + 1)
    }

    /// Takes the value of `id` out, if held.
    mutating func remove(_ id: UInt64) -> Value? {
        let offset = id &- base
        if offset < UInt64(span) {
            let index = (head + Int(offset)) & (slots.count - 1)
            if let value = slots[index].take() {
                count -= 1
                if offset == 0 { dropEmptyHead() }
                return value
            }
        }
        guard !others.isEmpty, let value = others.removeValue(forKey: SequenceKey(id)) else { return nil }
        count -= 1
        return value
    }

    /// The first value, in no set order, that `predicate` accepts.
    func first(where predicate: (Value) -> Bool) -> Value? {
        for place in 0..<span {
            if let value = slots[(head + place) & (slots.count - 1)], predicate(value) { return value }
        }
        return others.values.first(where: predicate)
    }

    /// Every id and value, in the ids' order.
    var sorted: [(id: UInt64, value: Value)] {
        var all: [(id: UInt64, value: Value)] = []
        all.reserveCapacity(count)
        for place in 0..<span {
            if let value = slots[(head + place) & (slots.count - 1)] { all.append((base &+ UInt64(place), value)) }
        }
        all.append(contentsOf: others.map { ($0.key.value, $0.value) })
        return all.sorted { $0.id < $1.id }
    }

    mutating func removeAll() {
        self = SequenceWindow()
    }

    /// Moves the window's start past removed ids: the oldest id still held (or none) is `base`.
    private mutating func dropEmptyHead() {
        let mask = slots.count - 1
        while span > 0, slots[head] == nil {
            head = (head + 1) & mask
            base &+= 1
            span -= 1
        }
    }

    /// Doubles the slots until `needed` fit, the window's order kept from slot 0.
    private mutating func grow(toHold needed: Int) {
        var capacity = max(slots.count, 16)
        while capacity < needed { capacity *= 2 }
        var grown = [Value?](repeating: nil, count: capacity)
        for place in 0..<span { grown[place] = slots[(head + place) & (slots.count - 1)].take() }
        slots = grown
        head = 0
    }
}

extension SequenceWindow: Sendable where Value: Sendable {}
