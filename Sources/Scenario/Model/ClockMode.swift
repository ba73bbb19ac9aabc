/// The clock a scenario's store runs on.
package enum ClockMode: String, Sendable, CaseIterable {
    /// Time moves only by `advance` steps (the default: replays are deterministic).
    case test
    /// Real time; `advance` is refused.
    case live
}
