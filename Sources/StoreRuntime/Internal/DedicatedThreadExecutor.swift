import Foundation
import Synchronization

/// A task executor with one thread of its own that runs its jobs in order, off Swift's two-thread
/// cooperative pool: a store's effects under a test store (`Dependencies.effectExecutor`), and the
/// test helpers' work that computes for seconds between suspensions.
///
/// `waitUntilIdle()` returns once no job is queued or running: every task on it has run until it
/// suspends (on a clock, a continuation, anything) or ends, a point reached without any time bound.
/// `shutDown()` once the work is done lets the thread end; a job arriving after that (an effect
/// winding down) runs on a thread of its own.
package final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Unchecked: `state` is only touched under its mutex; `ready` is a semaphore; the thread is
    // the only consumer of `jobs`.
    private struct State {
        var jobs: [UnownedJob] = []
        var isRunningJob = false
        var isStopped = false
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)

    package init(name: String = "uistate dedicated executor") {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let isStopped = state.withLock { state in
            if !state.isStopped { state.jobs.append(job) }
            return state.isStopped
        }
        guard isStopped else {
            ready.signal()
            return
        }
        Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }.start()
    }

    /// Returns once no job is queued or running.
    package func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            let isIdle = state.withLock { state in
                guard state.jobs.isEmpty, !state.isRunningJob else {
                    state.idleWaiters.append(continuation)
                    return false
                }
                return true
            }
            if isIdle { continuation.resume() }
        }
    }

    /// Lets the thread end once the jobs queued so far have run.
    package func shutDown() {
        state.withLock { $0.isStopped = true }
        ready.signal()
    }

    private func run() {
        while true {
            ready.wait()
            let (job, stop): (UnownedJob?, Bool) = state.withLock { state in
                guard !state.jobs.isEmpty else { return (nil, state.isStopped) }
                state.isRunningJob = true
                return (state.jobs.removeFirst(), false)
            }
            if let job {
                job.runSynchronously(on: asUnownedTaskExecutor())
                state.withLock { $0.isRunningJob = false }
            }
            resumeIdleWaitersIfIdle(orStopped: stop)
            if stop { return }
        }
    }

    private func resumeIdleWaitersIfIdle(orStopped isStopping: Bool) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            guard isStopping || state.jobs.isEmpty else { return [] }
            defer { state.idleWaiters = [] }
            return state.idleWaiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
