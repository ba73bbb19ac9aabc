import Foundation
import Synchronization

/// Runs a test store's effect tasks on one thread of their own, and tells when none of them has
/// work queued or running: what `send` waits for, so an effect that ends at once (`.run { guard
/// isOn else { return } … }`) has ended when `send` returns, as TCA's test store has it (its
/// effects start on a serial executor before `send` returns). An effect suspended on anything,
/// the test clock or a continuation the test resumes later, leaves the executor idle, so the wait
/// never depends on time. A thread of its own keeps effects off the two-thread cooperative pool.
final class EffectExecutor: TaskExecutor, @unchecked Sendable {
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

    init() {
        let thread = Thread { [self] in run() }
        thread.name = "uistate test store effects"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let isStopped = state.withLock { state in
            if !state.isStopped { state.jobs.append(job) }
            return state.isStopped
        }
        guard isStopped else {
            ready.signal()
            return
        }
        // An effect still winding down after its store's test ended runs on a thread of its own.
        Thread { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }.start()
    }

    /// Returns once no job is queued or running.
    func waitUntilIdle() async {
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
    func shutDown() {
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
                let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                    state.isRunningJob = false
                    guard state.jobs.isEmpty else { return [] }
                    defer { state.idleWaiters = [] }
                    return state.idleWaiters
                }
                for waiter in waiters { waiter.resume() }
            }
            if stop {
                let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                    defer { state.idleWaiters = [] }
                    return state.idleWaiters
                }
                for waiter in waiters { waiter.resume() }
                return
            }
        }
    }
}
