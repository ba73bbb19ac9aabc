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
    private struct Pending: ~Copyable {
        var bytes = ByteBatch()
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
            var batch = ByteBatch()
            while true {
                wakeUp.wait()
                let closed = pending.withLock { state in
                    swap(&batch, &state.bytes)
                    state.signalled = false
                    return state.closed
                }
                if !batch.isEmpty, !batch.withBytes({ Platform.writeAll(fd, $0) }) {
                    // The plugin is gone; its reader reports that.
                    close()
                    break
                }
                batch.removeAll(keepingCapacityUpTo: Self.keptCapacity)
                if closed { break }
            }
            Platform.close(fd)
        }
    }

    /// A batch buffer larger than this is let go after its write (one huge request does not pin
    /// its size for the plugin's life).
    private static let keptCapacity = 1 << 20

    /// Queues what `write` writes in place at the end of the pending bytes, at most `maxCount`
    /// of them; it returns how many (under the queue's lock: keep it short). Never blocks;
    /// dropped once the queue is closed. Written in place, a forwarded request's frame is not
    /// made on the stack and copied in (~150 instructions a request).
    func enqueue(upTo maxCount: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int) {
        let wake = pending.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.bytes.append(upTo: maxCount, write)
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
