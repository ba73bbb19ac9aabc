#if canImport(Glibc)
internal import Glibc
#endif

// MARK: - OutputBatch

/// Output a thread starts while it handles everything one `read(2)` brought, started once at the
/// end instead of once per message: a reader that turns each message it reads into output (a
/// plugin's answers into the client's replies, the client's requests into the plugin's) then
/// costs one `write(2)`, or one wake-up of a writer thread, per read rather than per message.
///
/// Thread-local: only output queued on the batching thread waits; other threads' output goes as
/// before. Whoever queues output asks `deferring(_:)` whether a batch is open; if so, the batch
/// calls the queue's `batchEnded()` once at its end (each queue once, however many frames it
/// took). A batching thread that is about to block must `flush()` first, so that nothing it
/// holds back is what it waits for.
package enum OutputBatch {
    /// Runs `body` as one batch (inside another, as part of that one).
    package static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard pthread_getspecific(key) == nil else { return try body() }
        let collector = Collector()
        pthread_setspecific(key, Unmanaged.passUnretained(collector).toOpaque())
        defer {
            // Cleared first: what a queue's flush starts (a callback that queues more) is not held.
            pthread_setspecific(key, nil)
            collector.end()
        }
        return try body()
    }

    /// Whether the current thread is in a batch; if so, `output.batchEnded()` is called at its
    /// end (once per queue however often it asks), and the caller leaves its output unstarted.
    package static func deferring(_ output: some BatchedOutput) -> Bool {
        guard let collector = pthread_getspecific(key) else { return false }
        // Unretained: `run` holds the collector until it clears the key (a retain and release
        // a frame otherwise).
        Unmanaged<Collector>.fromOpaque(collector)._withUnsafeGuaranteedRef { $0.add(output) }
        return true
    }

    /// Starts now what the current thread's batch holds back (before the thread blocks); the
    /// batch stays open.
    package static func flush() {
        current?.end()
    }

    private static var current: Collector? {
        pthread_getspecific(key).map { Unmanaged<Collector>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The queues a batch has held output back from, in the order they first did.
    ///
    /// Its fields are `@exclusivity(unchecked)`: a collector is reached only from its own
    /// thread, and no access to them spans a call (`end()` empties `outputs` before it calls out),
    /// so the run-time check, once a frame, could never fail.
    private final class Collector {
        @exclusivity(unchecked) private var outputs: [any BatchedOutput] = []
        /// The queue last added: the next frame of a read nearly always goes to the same one.
        @exclusivity(unchecked) private var lastAdded: ObjectIdentifier?

        func add(_ output: some BatchedOutput) {
            let identity = ObjectIdentifier(output)
            guard identity != lastAdded else { return }
            lastAdded = identity
            for held in outputs where held === output { return }
            outputs.append(output)
        }

        func end() {
            let ending = outputs
            outputs = []
            lastAdded = nil
            for output in ending { output.batchEnded() }
        }
    }
}

/// A queue whose output waits for the end of an `OutputBatch`.
package protocol BatchedOutput: AnyObject {
    /// Starts what was queued during the batch (a write, or a wake-up of the writer).
    func batchEnded()
}

/// One key for every thread's batch; created once, never deleted (it lives as long as the process).
private let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()
