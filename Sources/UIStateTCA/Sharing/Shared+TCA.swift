import Foundation
import Synchronization

// MARK: - TCA's spellings on the runtime's Shared

extension Shared {
    /// TCA's `Shared(value)`: a value shared by reference with no persistence, to hand to child
    /// features (`Child.State(count: Shared(0))`). It is an in-memory key of its own, named in
    /// the order such values are made (`shared#1`, …), so copies of the handle share the value
    /// and a run that makes them in the same order names them the same.
    ///
    /// Disfavored, so that `Shared($optional)` is swift-sharing's unwrapping initializer.
    @_disfavoredOverload
    public init(_ value: Value) {
        self.init(.inMemory(AnonymousSharedKeys.next()), default: value)
    }

    /// TCA's `$count.withLock { $0 += 1 }`: reads, changes and writes the value as one step, so
    /// effects changing the same value at once do not lose each other's writes. Inside a store
    /// the write goes to the store's value, which every handle of the key sees.
    ///
    /// The lock orders `withLock` calls among themselves; a reducer's plain write
    /// (`state.count += 1`, TCA 1.10's spelling, still accepted) runs on the store's queue.
    @discardableResult
    public func withLock<Result>(_ operation: (inout Value) throws -> Result) rethrows -> Result {
        SharedMutationLock.lock.lock()
        defer { SharedMutationLock.lock.unlock() }
        var handle = self
        var value = handle.wrappedValue
        let result = try operation(&value)
        handle.wrappedValue = value
        return result
    }
}

/// Serializes `Shared.withLock` (recursive, so an operation may change another shared value).
enum SharedMutationLock {
    static let lock = NSRecursiveLock()
}

/// Names for `Shared(value)`'s keys.
enum AnonymousSharedKeys {
    private static let count = Atomic<Int>(0)

    static func next() -> String {
        "shared#\(count.add(1, ordering: .relaxed).newValue)"
    }
}
