import Synchronization

// MARK: - StackElementID

/// Names one screen of a navigation stack for as long as it is on the stack. A test writes ids
/// as numbers (`.path(.element(id: 0, action: …))`): a test store numbers the screens it sees
/// pushed from 0, in order.
public struct StackElementID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral, CustomDebugStringConvertible {
    let rawValue: Int

    public init(integerLiteral value: Int) {
        self.rawValue = value
    }

    init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var debugDescription: String { "#\(rawValue)" }

    /// On the wire an id is its number.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

// MARK: - Making ids

/// Hands out the ids of screens pushed onto stacks: one counter per store, so that a store's
/// ids do not depend on what other stores did (a replay sees the same ids every time).
struct StackElementIDGenerator: Sendable {
    private let counter: Counter

    /// A counter from 0.
    static var incrementing: StackElementIDGenerator { StackElementIDGenerator(counter: Counter()) }

    func next() -> StackElementID { counter.next() }

    /// The id the next push will get, without taking it.
    func peek() -> StackElementID { counter.peek() }

    private final class Counter: Sendable {
        private let value = Mutex(0)

        func next() -> StackElementID {
            value.withLock { value in
                defer { value += 1 }
                return StackElementID(value)
            }
        }

        func peek() -> StackElementID { value.withLock { StackElementID($0) } }
    }
}

enum StackElementIDKey: TestDependencyKey {
    static let name = "stackElementID"
    /// Outside a store that set its own, ids still never repeat within the process.
    static let testValue = StackElementIDGenerator.incrementing
}

extension DependencyValues {
    var stackElementID: StackElementIDGenerator {
        get { self[StackElementIDKey.self] }
        set { self[StackElementIDKey.self] = newValue }
    }
}
