// MARK: - ActionQueue

/// A FIFO of actions waiting to be processed, without `removeFirst`'s O(n) shift.
struct ActionQueue<Action> {
    private var items: [(Action, ActionOrigin)] = []
    private var head = 0

    var isEmpty: Bool { head == items.count }

    mutating func append(_ action: Action, origin: ActionOrigin) {
        items.append((action, origin))
    }

    mutating func popFirst() -> (Action, ActionOrigin)? {
        guard head < items.count else { return nil }
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
    }
}
