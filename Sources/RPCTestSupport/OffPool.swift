internal import Dispatch
internal import Transport
internal import Synchronization

/// Runs async, CPU-heavy test work (an in-process exploration, a long replay) on a thread of its
/// own instead of Swift's cooperative pool.
///
/// The pool has one thread per core (two here); work that computes for seconds between
/// suspensions holds a pool thread all that time, and every other test's timers and
/// continuations wait behind it (a 1 s live-clock sleep was measured resuming after 30 s).
/// `body` runs with a task executor preference for a dedicated thread: its nonisolated async code,
/// the default actors it calls (stores) and its structured child tasks run there.
package func runOffPool<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
    let executor = DedicatedThreadExecutor()
    defer { executor.shutDown() }
    return try await Task(executorPreference: executor) { try await body() }.value
}

/// A task executor with one thread that runs its jobs in order: `runOffPool`'s, and a store's
/// effects' in a test whose safety net is wall-clock time (`Dependencies.effectExecutor`).
/// `shutDown()` once the work is done lets the thread end.
package final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    // `jobs` and `stopped` are only touched under the mutex; the thread is the only consumer.
    private let state = Mutex<(jobs: [UnownedJob], stopped: Bool)>(([], false))
    private let ready = DispatchSemaphore(value: 0)

    package init() {
        DetachedThread.start { [self] in run() }
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let stopped = state.withLock { state in
            if !state.stopped { state.jobs.append(job) }
            return state.stopped
        }
        guard stopped else {
            ready.signal()
            return
        }
        // A job arriving after the work ended (none is expected) still runs, on a thread of its own.
        DetachedThread.start { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    /// Lets the thread end once the jobs queued so far have run.
    package func shutDown() {
        state.withLock { $0.stopped = true }
        ready.signal()
    }

    private func run() {
        while true {
            ready.wait()
            let (job, stop): (UnownedJob?, Bool) = state.withLock { state in
                state.jobs.isEmpty ? (nil, state.stopped) : (state.jobs.removeFirst(), false)
            }
            if let job { job.runSynchronously(on: asUnownedTaskExecutor()) }
            if stop { return }
        }
    }
}
