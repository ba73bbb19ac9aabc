internal import Dispatch
internal import Transport
internal import Synchronization

/// Reads a child's stdout on a thread of its own, only while a test is waiting for bytes.
///
/// Waiting never polls and never holds a thread of the cooperative pool: a waiter suspends on a
/// continuation that the reader thread resumes when bytes or end of file arrive, or a Dispatch
/// timer resumes at the deadline. A busy pool can only make a wait end later, never earlier.
/// Reading only on demand keeps back-pressure real: a test that stops reading leaves the server's
/// output in the pipe, as a real client would (at most one extra 64 KiB read is in flight).
final class OutputReader: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var closed = false
        var stopping = false
        var waiters: [UInt64: CheckedContinuation<Bool, Never>] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let state = Mutex(State())
    private let demand = DispatchSemaphore(value: 0)

    /// Starts the reader thread on `fd`, which it owns and closes at end of file or `stop()`.
    init(fd: Int32) {
        let started = DetachedThread.start { [self] in readLoop(fd) }
        if !started {
            FileDescriptorIO.close(fd)
            state.withLock { $0.closed = true }
        }
    }

    /// The bytes read so far (removed), and whether the stream has ended.
    func take() -> (bytes: [UInt8], closed: Bool) {
        state.withLock { state in
            defer { state.pending = [] }
            return (state.pending, state.closed)
        }
    }

    /// Suspends until bytes are pending or the stream ended (true), or until `deadline` (false).
    func wait(until deadline: DispatchTime) async -> Bool {
        await withCheckedContinuation { continuation in
            let id: UInt64? = state.withLock { state in
                if !state.pending.isEmpty || state.closed { return nil }
                let id = state.nextWaiter
                state.nextWaiter += 1
                state.waiters[id] = continuation
                return id
            }
            guard let id else { return continuation.resume(returning: true) }
            demand.signal()
            DispatchQueue.global().asyncAfter(deadline: deadline) { [self] in
                state.withLock { $0.waiters.removeValue(forKey: id) }?.resume(returning: false)
            }
        }
    }

    /// Ends the reader thread once the child's stdout can no longer block it (the child was
    /// killed), without waiting for it.
    func stop() {
        state.withLock { $0.stopping = true }
        demand.signal()
    }

    private func readLoop(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            demand.wait()
            if state.withLock({ $0.stopping }) { break }
            let count = FileDescriptorIO.read(fd, into: &chunk)
            let waiters = state.withLock { state in
                if count > 0 { state.pending.append(contentsOf: chunk[..<count]) } else { state.closed = true }
                defer { state.waiters = [:] }
                return Array(state.waiters.values)
            }
            for waiter in waiters { waiter.resume(returning: true) }
            if count <= 0 { break }
        }
        FileDescriptorIO.close(fd)
        let waiters = state.withLock { state in
            state.closed = true
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }
}
