// MARK: - ActionQueue

/// A FIFO of actions waiting to be processed, without `removeFirst`'s O(n) shift.
///
/// `count` is the first stored property so that reading it needs no generic metadata: the store
/// checks it after every action, and the queue is almost always empty.
@usableFromInline
struct ActionQueue<Action> {
    @usableFromInline private(set) var count = 0
    private var items: [(Action, ActionOrigin)] = []
    private var head = 0

    @inlinable
    var isEmpty: Bool { count == 0 }

    @usableFromInline
    mutating func append(_ action: Action, origin: ActionOrigin) {
        items.append((action, origin))
        count += 1
    }

    mutating func popFirst() -> (Action, ActionOrigin)? {
        guard count > 0, head < items.count else { return nil }
        count -= 1
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return item
    }

    mutating func removeAll() {
        items.removeAll()
        head = 0
        count = 0
    }
}
