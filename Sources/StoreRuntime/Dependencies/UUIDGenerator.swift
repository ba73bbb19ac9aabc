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

    /// Creates a generator from a closure.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// Returns the next UUID.
    public func callAsFunction() -> UUID { generate() }

    /// Random version-4 UUIDs.
    public static let live = UUIDGenerator { UUID() }

    /// Always `uuid`.
    public static func constant(_ uuid: UUID) -> UUIDGenerator {
        UUIDGenerator { uuid }
    }

    /// `00000000-0000-0000-0000-000000000000`, then `…01`, `…02`, and so on; each generator
    /// counts on its own.
    public static var incrementing: UUIDGenerator {
        let counter = Counter()
        return UUIDGenerator { UUID(counting: counter.next()) }
    }

    private final class Counter: Sendable {
        private let value = Mutex<UInt64>(0)

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
