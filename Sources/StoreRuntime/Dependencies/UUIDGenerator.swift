#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
import Synchronization

// MARK: - UUIDGenerator

/// Makes UUIDs for features; injected so that tests and replays see the same ids.
///
/// ```swift
/// let id = Dependencies.current.uuid()
/// ```
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID
    /// An incrementing generator's count, so that a checkpoint can carry it.
    private let counter: Counter?
    private let isStateless: Bool

    /// Where a generator stands, so that a store continued from a checkpoint makes the same
    /// next UUIDs.
    package enum Position: Sendable, Equatable {
        /// Every UUID it makes is independent of the ones before (constant or random).
        case stateless
        /// An incrementing generator that has made this many UUIDs.
        case counted(UInt64)
    }

    /// Creates a generator from a closure.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.init(generate, counter: nil, isStateless: false)
    }

    private init(_ generate: @escaping @Sendable () -> UUID, counter: Counter?, isStateless: Bool) {
        self.generate = generate
        self.counter = counter
        self.isStateless = isStateless
    }

    /// Where this generator stands now; nil for one made from a closure, whose state (if any)
    /// is hidden in it.
    package var position: Position? {
        if let counter { return .counted(counter.current) }
        return isStateless ? .stateless : nil
    }

    /// Returns the next UUID.
    public func callAsFunction() -> UUID { generate() }

    /// Random version-4 UUIDs.
    public static let live = UUIDGenerator({ UUID() }, counter: nil, isStateless: true)

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator({ uuid }, counter: nil, isStateless: true)
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…01`, `…02`, and so on; each generator
    /// counts on its own.
    public static var incrementing: UUIDGenerator {
        incrementing(after: 0)
    }

    /// An incrementing generator that has already made `count` UUIDs.
    package static func incrementing(after count: UInt64) -> UUIDGenerator {
        let counter = Counter(start: count)
        return UUIDGenerator({ UUID(counting: counter.next()) }, counter: counter, isStateless: false)
    }

    private final class Counter: Sendable {
        private let value: Mutex<UInt64>

        init(start: UInt64) {
            value = Mutex(start)
        }

        var current: UInt64 { value.withLock { $0 } }

        func next() -> UInt64 {
            value.withLock { value in
                defer { value &+= 1 }
                return value
            }
        }
    }
}

extension UUID {
    /// The UUID whose last 64 bits are `count`, big-endian, and whose other bits are zero.
    init(counting count: UInt64) {
        let b = withUnsafeBytes(of: count.bigEndian) { Array($0) }
        self.init(uuid: (0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]))
    }
}
