import Dispatch
import Synchronization
import Transport

// MARK: - WriteQueue

/// Bytes for a plugin's stdin, written by a thread of their own so that no task ever blocks on
/// a plugin that reads slowly; writes leave in the order they were queued.
///
/// What is queued while the writer is busy goes out in one `write(2)` when it comes back: a
/// client's pipelined requests reach the plugin as a batch, and the plugin reads them in one
/// call too (a write per request cost both processes a system call each way).
final class WriteQueue: BatchedOutput, Sendable {
    private struct Pending {
        var bytes: [UInt8] = []
        /// Whether the writer was woken for what is queued and has not taken it yet.
        var signalled = false
        var closed = false
    }

    private let pending = Mutex(Pending())
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Starts the writer thread on `fd`; it closes `fd` when the queue closes or writing fails.
    init(fd: Int32) {
        Platform.startThread { [self] in
            // Two buffers swapped in turn, so neither side allocates once both have grown.
            var batch: [UInt8] = []
            while true {
                wakeUp.wait()
                let closed = pending.withLock { state in
                    swap(&batch, &state.bytes)
                    state.signalled = false
                    return state.closed
                }
                if !batch.isEmpty, !Platform.writeAll(fd, batch) {
                    // The plugin is gone; its reader reports that.
                    close()
                    break
                }
                batch.removeAll(keepingCapacity: batch.capacity <= Self.keptCapacity)
                if closed { break }
            }
            Platform.close(fd)
        }
    }

    /// A batch buffer larger than this is let go after its write (one huge request does not pin
    /// its size for the plugin's life).
    private static let keptCapacity = 1 << 20

    /// Queues bytes; never blocks. Dropped once the queue is closed.
    func enqueue(_ bytes: [UInt8]) {
        enqueue { $0.append(contentsOf: bytes) }
    }

    /// Queues what `write` appends to the pending bytes (under the queue's lock: keep it short).
    func enqueue(_ write: (inout [UInt8]) -> Void) {
        let wake = pending.withLock { state -> Bool in
            guard !state.closed else { return false }
            write(&state.bytes)
            defer { state.signalled = true }
            return !state.signalled
        }
        // On a thread in an `OutputBatch` (the host's reader) the writer is woken at its end.
        if wake, !OutputBatch.deferring(self) { wakeUp.signal() }
    }

    func batchEnded() {
        wakeUp.signal()
    }

    /// Writes what is queued, then closes the plugin's stdin.
    func close() {
        let wasOpen = pending.withLock { state -> Bool in
            defer { state.closed = true }
            return !state.closed
        }
        if wasOpen { wakeUp.signal() }
    }
}
