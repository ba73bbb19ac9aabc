// MARK: - EffectContext

/// Which store's effect the current task belongs to.
///
/// The store sets it on each effect's task so the test clock can register a sleeper against
/// that effect ("parked on the test clock") without effects passing anything along.
struct EffectContext: Sendable {
    let tracker: EffectTracker
    let effect: EffectID

    @TaskLocal static var current: EffectContext?
}
