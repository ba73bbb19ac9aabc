import Dispatch
import Foundation
import Synchronization

// MARK: - ExpansionThreads

/// The threads a search expands states on, `count` of them, sharing one queue of jobs: a task
/// that prefers this executor (`addTask(executorPreference:)`) runs here, with the stores it
/// calls, never on Swift's cooperative pool. That pool has one thread per core (two here) and
/// the rest of the process needs it (in tests, every other test's timers and continuations);
/// an expansion computes for a long time between suspensions.
final class ExpansionThreads: TaskExecutor, @unchecked Sendable {
    private struct Jobs {
        /// Short (the jobs of a few stores under way), so taking the first shifts little.
        var queue: [UnownedJob] = []
        var stopped = false
    }

    let count: Int
    // Only touched under the mutex; `waiting` is signalled once per job and once per thread at
    // the end, so a thread sleeps exactly while nothing is queued.
    private let jobs = Mutex(Jobs())
    private let waiting = DispatchSemaphore(value: 0)

    init(count: Int) {
        self.count = max(1, count)
        for index in 1...self.count {
            let thread = Thread { [self] in work() }
            thread.name = "uistate-explore-\(index)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let accepted = jobs.withLock { jobs in
            if !jobs.stopped { jobs.queue.append(job) }
            return !jobs.stopped
        }
        if accepted {
            waiting.signal()
        } else {
            // Work that outlives the search (none is expected) still runs, on a thread of its own.
            Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }.start()
        }
    }

    /// Lets every thread end once the jobs queued so far have run.
    func shutDown() {
        jobs.withLock { $0.stopped = true }
        for _ in 0..<count { waiting.signal() }
    }

    private func work() {
        while true {
            waiting.wait()
            let (job, stopped) = jobs.withLock { jobs in (jobs.queue.isEmpty ? nil : jobs.queue.removeFirst(), jobs.stopped) }
            if let job {
                job.runSynchronously(on: asUnownedTaskExecutor())
            } else if stopped {
                return
            }
        }
    }
}
