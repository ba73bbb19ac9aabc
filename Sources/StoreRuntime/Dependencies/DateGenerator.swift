#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// MARK: - DateGenerator

/// Tells features the current date; injected so that tests and replays see the same dates.
public struct DateGenerator: Sendable {
    private var generate: @Sendable () -> Date

    /// Creates a generator from a closure.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date. Setting it makes the generator always answer that date, as
    /// swift-dependencies' `withDependencies { $0.date.now = … }`.
    public var now: Date {
        get { generate() }
        set { generate = { newValue } }
    }

    /// The current date.
    public func callAsFunction() -> Date { generate() }

    /// The system's date.
    public static let live = DateGenerator { Date() }

    /// Always `date`.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }

    /// The date `clock` reads, so that dates move with a test clock.
    public static func clock(_ clock: any UIClock) -> DateGenerator {
        DateGenerator { clock.now.date }
    }
}
