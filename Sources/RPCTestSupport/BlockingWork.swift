internal import Transport

/// Runs blocking work (a synchronous wait, heavy CPU work) on a thread of its own and awaits it.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core: two cores
/// here. A test that blocks a pool thread, or computes for seconds on it, starves every other
/// test's timers and continuations. Every test that must block or compute at length does it
/// through this function.
package func runBlocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await DetachedThread.run(body)
}
