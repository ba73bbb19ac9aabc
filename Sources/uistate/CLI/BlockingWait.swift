#if canImport(Glibc)
import Glibc
#endif
import Synchronization

// MARK: - Waiting on the main thread

/// Lets a command's main thread wait for async work (the host in-process) without Dispatch.
///
/// Blocking is fine here: the main thread is not one of the cooperative pool's threads.
final class DispatchSemaphoreLike: Sendable {
    private let done = Mutex(false)

    func signal() { done.withLock { $0 = true } }

    func wait() {
        while !done.withLock({ $0 }) {
            // 1 ms polls: a render takes milliseconds and this runs once per command.
            var request = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            nanosleep(&request, nil)
        }
    }
}

/// The result async work hands to the waiting main thread.
final class Outcome: Sendable {
    private let storage = Mutex<Result<String, any Error>?>(nil)

    func set(_ result: Result<String, any Error>) { storage.withLock { $0 = result } }

    var value: Result<String, any Error>? { storage.withLock { $0 } }
}

/// Runs async work on the cooperative pool and blocks the calling (main) thread until it is
/// done: commands are synchronous, hosts and sessions are async.
func blockingRun<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphoreLike()
    Task {
        let value = await body()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    // The semaphore orders the write before this read.
    guard let value = result.withLock({ $0 }) else { preconditionFailure("blockingRun finished without a value") }
    return value
}
