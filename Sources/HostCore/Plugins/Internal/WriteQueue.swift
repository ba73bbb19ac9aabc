import Dispatch
import Synchronization

// MARK: - WriteQueue

/// Bytes for a plugin's stdin, written by a thread of their own so that no task ever blocks on
/// a plugin that reads slowly; writes leave in the order they were queued.
final class WriteQueue: Sendable {
    private let pending = Mutex<(chunks: [[UInt8]], closed: Bool)>(([], false))
    private let wakeUp = DispatchSemaphore(value: 0)

    /// Starts the writer thread on `fd`; it closes `fd` when the queue closes or writing fails.
    init(fd: Int32) {
        Platform.startThread { [self] in
            while true {
                wakeUp.wait()
                let (chunks, closed) = pending.withLock { state in
                    defer { state.chunks = [] }
                    return (state.chunks, state.closed)
                }
                for chunk in chunks where !Platform.writeAll(fd, chunk) {
                    // The plugin is gone; its reader reports that.
                    close()
                    break
                }
                if closed { break }
            }
            Platform.close(fd)
        }
    }

    /// Queues bytes; never blocks. Dropped once the queue is closed.
    func enqueue(_ bytes: [UInt8]) {
        let accepted = pending.withLock { state -> Bool in
            guard !state.closed else { return false }
            state.chunks.append(bytes)
            return true
        }
        if accepted { wakeUp.signal() }
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
