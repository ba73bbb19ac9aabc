import Foundation

/// Runs blocking work (waiting on a child process, `usleep`) on a thread of its own and awaits it.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core: two cores
/// here. A test that blocks a pool thread for seconds starves every other test's timers and
/// continuations, and live-clock tests elsewhere then fail for no fault of their own. Every test
/// that must block does it through this function.
public func runBlocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            continuation.resume(with: Result { try body() })
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}
