internal import Synchronization

// MARK: - RequestMailbox

/// A serial queue of request work, drained in arrival order by one task.
///
/// A handler that answers `.queued(mailbox, work)` puts its work here on the connection's reader,
/// so the arrival order is the running order without a task per request or a ticket to wait
/// for: one drainer task runs the jobs one after the other while there are any, and ends when
/// the mailbox is empty (the next job starts a new one). Under pipelined load one task serves
/// thousands of requests.
///
/// Cancelling the job that runs cancels the drainer's task, which cannot be un-cancelled; so
/// the drainer hands the rest of the queue to a fresh task after that job and ends. Jobs still
/// queued are never cancelled here: the connection marks them and answers −32800 when their
/// turn comes, without running them.
package final class RequestMailbox: Sendable {
    /// A job's handle on its own run: lets the connection cancel it while it runs.
    package struct Run: Sendable {
        fileprivate let mailbox: RequestMailbox
        fileprivate let number: UInt64

        /// Cancels the job's task if this job is still the one running; does nothing after.
        package func cancel() { mailbox.cancel(running: number) }
    }

    package typealias Job = @Sendable (Run) async -> Void

    private struct State {
        /// Jobs from `head` on wait; those before it ran and were replaced by `ran`, so that what
        /// they captured (params, replies) is freed at once rather than at the next compaction.
        var jobs: [Job] = []
        /// Index of the next job in `jobs`; the array is compacted when the drainer idles.
        var head = 0
        var drainer: Task<Void, Never>?
        /// The running job's number (0: none).
        var running: UInt64 = 0
        var lastNumber: UInt64 = 0
        /// The drainer's task was cancelled for its running job: hand over after it.
        var drainerCancelled = false
        /// A caller holds the turn from outside (`takeTurnIfIdle`): jobs wait until `releaseTurn`.
        var heldOutside = false
    }

    private let state = Mutex(State())
    /// What stands in the queue for a job that ran.
    private static let ran: Job = { _ in }

    package init() {}

    /// Appends `job`; it runs after every job appended before it.
    package func enqueue(_ job: @escaping Job) {
        state.withLock { state in
            state.jobs.append(job)
            // Created under the lock so that `drainer` is set before the task can look at it.
            if state.drainer == nil, !state.heldOutside { state.drainer = Task { [self] in await drain() } }
        }
    }

    /// Takes the turn at once when nothing runs or waits, so a caller with a task of its own
    /// (an in-process request, a `store/create`) needs no hop through the drainer; false when
    /// busy (then queue a job). Give it back with `releaseTurn()`.
    package func takeTurnIfIdle() -> Bool {
        state.withLock { state in
            guard state.drainer == nil, !state.heldOutside, state.head == state.jobs.count else { return false }
            state.heldOutside = true
            return true
        }
    }

    /// Ends a turn taken by `takeTurnIfIdle()`: the jobs queued meanwhile start.
    package func releaseTurn() {
        state.withLock { state in
            state.heldOutside = false
            if state.head < state.jobs.count { state.drainer = Task { [self] in await drain() } }
        }
    }

    /// Runs `work` in its turn and returns what it returned (for callers outside a connection).
    package func perform<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            enqueue { _ in
                do { continuation.resume(returning: try await work()) } catch { continuation.resume(throwing: error) }
            }
        }
    }

    /// Whether requests wait behind the one running.
    package var hasWaitingJobs: Bool {
        state.withLock { $0.head < $0.jobs.count }
    }

    private func drain() async {
        while let (job, run) = next() {
            await job(run)
        }
    }

    /// The next job to run on this drainer, or nil when it should end (nothing left, or its
    /// task was cancelled and a fresh drainer now takes the rest).
    private func next() -> (Job, Run)? {
        state.withLock { state in
            state.running = 0
            if state.drainerCancelled {
                state.drainerCancelled = false
                state.drainer = state.head < state.jobs.count ? Task { [self] in await drain() } : nil
                return nil
            }
            guard state.head < state.jobs.count else {
                state.jobs.removeAll(keepingCapacity: true)
                state.head = 0
                state.drainer = nil
                return nil
            }
            let job = state.jobs[state.head]
            state.jobs[state.head] = Self.ran
            state.head += 1
            // Long pipelines never idle: drop the jobs already run once they are half the array.
            if state.head >= 1024, state.head * 2 >= state.jobs.count {
                state.jobs.removeFirst(state.head)
                state.head = 0
            }
            state.lastNumber += 1
            state.running = state.lastNumber
            return (job, Run(mailbox: self, number: state.lastNumber))
        }
    }

    private func cancel(running number: UInt64) {
        state.withLock { state in
            guard state.running == number, !state.drainerCancelled else { return }
            state.drainerCancelled = true
            state.drainer?.cancel()
        }
    }
}
