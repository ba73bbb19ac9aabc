/// How strictly a scenario accounts for what happened, as TCA's `TestStore.exhaustivity`.
package enum Exhaustivity: String, Sendable, CaseIterable {
    /// Every state change asserted, every received action consumed, no effect in flight at the end.
    case on
    /// Only what the scenario asserts is checked.
    case off
    /// As `off`, and the report lists what went unasserted (a note per step, never a failure).
    case offShowSkipped = "off-show-skipped"
}
