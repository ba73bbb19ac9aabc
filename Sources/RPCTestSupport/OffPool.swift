internal import StoreRuntime

/// Runs async, CPU-heavy test work (an in-process exploration, a long replay) on a thread of its
/// own instead of Swift's cooperative pool.
///
/// The pool has one thread per core (two here); work that computes for seconds between
/// suspensions holds a pool thread all that time, and every other test's timers and
/// continuations wait behind it (a 1 s live-clock sleep was measured resuming after 30 s).
/// `body` runs with a task executor preference for a dedicated thread: its nonisolated async code,
/// the default actors it calls (stores) and its structured child tasks run there, and so do the
/// effects of the stores it makes (`Dependencies.inheritedEffectExecutor`), which would otherwise wait
/// for a pool thread behind every other test: an in-process replay's `advance` once waited 60 s
/// for the effect it woke.
package func runOffPool<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let executor = DedicatedThreadExecutor()
    defer { executor.shutDown() }
    return try await Task(executorPreference: executor) {
        try await Dependencies.$inheritedEffectExecutor.withValue(executor) { try await body() }
    }.value
}
