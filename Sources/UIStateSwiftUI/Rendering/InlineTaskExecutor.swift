import Synchronization

// MARK: - Async closures in a dry run

extension InteractionRecorder {
    /// Runs an async closure (a `.task`, a `.refreshable`) on this thread, inside the dry run
    /// under way, so that what it does is recorded as what the interaction does.
    ///
    /// The closure runs in a task that prefers an ``InlineTaskExecutor``, which this thread
    /// drains until its queue is empty: every step that does not wait on another thread (a TCA
    /// `await viewStore.send(.x).finish()`, which in a host returns at once) runs inline and is
    /// recorded. A closure still suspended then (a real sleep, an actor busy elsewhere, an
    /// endless stream) is cancelled, and what it does after is not part of the interaction: it
    /// resumes on the global executor, recording into a recorder of its own that nobody reads.
    /// Its next main-actor step (the closure's own code, since a body's closures are main-actor
    /// isolated) waits for the main queue, which the `uistate` command does not drain, so it
    /// never runs: the task stays suspended, holding what it captured.
    /// Nothing waits for another thread, so a cooperative-pool thread is never blocked.
    package static func runInline(_ body: @escaping () async -> Void) {
        let executor = InlineTaskExecutor()
        let inner = InteractionRecorder()
        let work = UncheckedValue((body: body, recorder: inner))
        let task = Task(executorPreference: executor) {
            await $current.withValue(work.value.recorder) { await work.value.body() }
        }
        executor.runQueuedJobs()
        // The task cannot run now (its next job would wait in the queue), so its steps are read
        // while nothing writes them.
        current?.adopt(inner)
        task.cancel()
        executor.handOff()
    }
}

/// A task executor whose jobs run on the thread that drains it, one after another, for as long
/// as there are any; after ``handOff()``, jobs still queued and later ones (a cancelled closure
/// resuming after a wait) go to the global executor, so none is left with no thread to run it.
final class InlineTaskExecutor: TaskExecutor {
    private let state = Mutex<(jobs: [UnownedJob], isHandedOff: Bool)>(([], false))

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let queued = state.withLock { state -> Bool in
            if !state.isHandedOff { state.jobs.append(job) }
            return !state.isHandedOff
        }
        if !queued { globalConcurrentExecutor.enqueue(job) }
    }

    /// Runs the queued jobs, and those they queue, until none is left.
    ///
    /// Each job runs as if on the main actor: a closure written in a view's body is main-actor
    /// isolated, as the body is, and its hop to the main actor then continues here instead of
    /// waiting for a main thread no host drains. Nonisolated steps it awaits still leave through
    /// this executor (the task prefers it) and come back to this queue, so the whole closure runs
    /// inline, one job at a time, which is the serial access the isolation stands for.
    func runQueuedJobs() {
        while let job = state.withLock({ $0.jobs.isEmpty ? nil : $0.jobs.removeFirst() }) {
            job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
        }
    }

    /// Sends what is queued, and every later job, to the global executor.
    func handOff() {
        let left = state.withLock { state -> [UnownedJob] in
            state.isHandedOff = true
            defer { state.jobs = [] }
            return state.jobs
        }
        for job in left { globalConcurrentExecutor.enqueue(job) }
    }
}
