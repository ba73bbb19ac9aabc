import Synchronization

// MARK: - SeededRandom

/// A deterministic random number generator (SplitMix64) for features and effects.
///
/// Copies share one sequence, so the generator can live in the `Dependencies` value that the
/// store hands to reducers and effects and still never repeat a number.
///
/// ```swift
/// var random = Dependencies.current.random
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private let state: SharedState

    /// A generator that produces the same sequence for the same `seed`.
    public init(seed: UInt64) {
        self.state = SharedState(seed: seed)
    }

    /// A generator seeded from the system's randomness.
    public static func live() -> SeededRandom {
        var system = SystemRandomNumberGenerator()
        return SeededRandom(seed: system.next())
    }

    public mutating func next() -> UInt64 {
        state.next()
    }

    /// The seed of a generator that goes on from here with the same numbers as this one (what a
    /// store continued from a checkpoint starts with).
    package var position: UInt64 { state.current }

    private final class SharedState: Sendable {
        private let value: Mutex<UInt64>

        init(seed: UInt64) {
            self.value = Mutex(seed)
        }

        var current: UInt64 { value.withLock { $0 } }

        func next() -> UInt64 {
            value.withLock { value in
                value &+= 0x9E37_79B9_7F4A_7C15
                var z = value
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
        }
    }
}
