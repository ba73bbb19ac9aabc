// MARK: - Exhaustivity

/// How much a `TestStore` insists on: every change (the default, as in TCA), or only what a
/// test asserts.
///
/// ```swift
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// await store.send(.loginSucceeded) { $0.isLoggedIn = true } // other changes are not checked
/// ```
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, received action and in-flight effect must be asserted.
    case on
    /// Only what is asserted is checked. With `showSkippedAssertions`, what was not asserted is
    /// reported as `TestStoreFailure.Kind.skippedAssertion` (a warning, not a failure).
    ///
    /// State closures receive the actual state after the action, so assign (`$0.count = 2`)
    /// rather than mutate (`$0.count += 1`).
    case off(showSkippedAssertions: Bool)

    /// Only what is asserted is checked; skipped assertions are not listed.
    public static let off = Exhaustivity.off(showSkippedAssertions: false)
}
