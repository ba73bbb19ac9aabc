// MARK: - ClockAdvanceRequest limits

/// How far `clock/advance` moves in one request; the type itself is generated from
/// protocol/openrpc.json. Scenario files take the same range, so an exported recording loads back.
extension ClockAdvanceRequest {
    /// About 34 years (2⁴⁰ ms): far past any timer, and far from overflowing the clock's arithmetic.
    package static let maximumMs = 1 << 40
}
