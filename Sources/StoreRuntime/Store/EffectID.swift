// MARK: - EffectID

/// Identifies one in-flight effect of a store, in start order.
public struct EffectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Numbers start at 1 per store and only grow.
    public let rawValue: Int

    /// Wraps a raw number, as the wire carries it.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static func < (lhs: EffectID, rhs: EffectID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "effect \(rawValue)" }
}

// MARK: - EffectStatus

/// What an in-flight effect is doing, as far as settling is concerned.
public enum EffectStatus: Hashable, Sendable {
    /// Running or suspended on something other than the test clock; settling waits for it.
    case running
    /// Suspended on the test clock; only `advance` can wake it, so the store counts as settled.
    case waitingOnTestClock
    /// A concatenation waiting for the effects of its current step.
    case waitingOnChildren
}

// MARK: - EffectInfo

/// An in-flight effect as callers list it.
public struct EffectInfo<Action: Sendable>: Sendable {
    /// The effect's id.
    public let id: EffectID
    /// The processing sequence number of the action whose reducer started it.
    public let startedBy: Int
    /// That action.
    public let action: Action
    /// The ids it can be cancelled by.
    public let cancelIDs: [CancelID]
    /// The concatenation it is a step of, if any.
    public let parent: EffectID?
    /// Running, or waiting on the test clock or on its children.
    public let status: EffectStatus
    /// Whether it was cancelled and has not yet finished unwinding.
    public let isCancelled: Bool
}
