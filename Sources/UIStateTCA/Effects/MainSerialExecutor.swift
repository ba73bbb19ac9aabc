import Synchronization

// MARK: - The main serial executor, which our store does not need

// TCA's tests run async work on one serial executor (`withMainSerialExecutor`,
// `TestStore.useMainSerialExecutor`) so that tasks interleave the same way on every run. Our
// store is deterministic without it: the test store waits until effects have settled (every
// effect finished or sleeping on the test clock) before it asserts, and the test clock wakes
// sleepers in a fixed order, so an assertion never depends on how the executor interleaved
// tasks. These are accepted so TCA tests compile unchanged; they record the setting and change
// nothing else.

private let mainSerialExecutorRequested = Mutex(false)

/// Whether a test asked for TCA's main serial executor. Remembered and otherwise ignored: our
/// store does not depend on how tasks interleave.
public var uncheckedUseMainSerialExecutor: Bool {
    get { mainSerialExecutorRequested.withLock { $0 } }
    set { mainSerialExecutorRequested.withLock { $0 = newValue } }
}

/// Runs `operation` as TCA does "on the main serial executor": here it simply runs it, since our
/// store is deterministic on any executor (`override func invokeTest() { withMainSerialExecutor
/// { super.invokeTest() } }` keeps working).
public func withMainSerialExecutor(operation: () throws -> Void) rethrows {
    let before = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = before }
    try operation()
}

/// Runs the async `operation` as TCA does "on the main serial executor": here it simply runs it.
@MainActor
public func withMainSerialExecutor(operation: @Sendable () async throws -> Void) async rethrows {
    let before = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = true
    defer { uncheckedUseMainSerialExecutor = before }
    try await operation()
}

extension TestStore {
    /// Whether this test asked for TCA's main serial executor (`store.useMainSerialExecutor =
    /// false` opts out there). Accepted and remembered; our store is deterministic either way,
    /// so it changes nothing.
    public var useMainSerialExecutor: Bool {
        get { uncheckedUseMainSerialExecutor }
        set { uncheckedUseMainSerialExecutor = newValue }
    }
}
