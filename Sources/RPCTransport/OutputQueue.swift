internal import Synchronization

/// Framed output waiting for the writer thread, with back-pressure on the reader.
///
/// Producers (the reader thread, handler tasks) append and never block: a task on the cooperative
/// pool must not wait for a slow client. The reader instead checks `waitForRoom()` between frames
/// and stops taking new requests while more than `highWater` bytes are queued, resuming below
/// `lowWater`; so memory stays bounded by the limit plus the replies of requests already read.
///
/// `@unchecked Sendable`: `pending`, `queued`, `writerWaiting`, `readerWaiting` and `closed` are
/// read and written only inside `lock.withLock`.
public final class OutputQueue: @unchecked Sendable {
    private let lock = ConditionLock(conditions: 2)
    private static let writerCondition = 0
    private static let readerCondition = 1

    private var pending: [UInt8] = []
    /// Bytes queued or being written.
    private var queued = 0
    private var writerWaiting = false
    private var readerWaiting = false
    private var closed = false
    /// While the reader delivers the frames of one read, producers do not wake the writer: it is
    /// woken once at the end with everything, as a buffered writer would flush (one `write(2)` for
    /// hundreds of pipelined replies instead of one wake-up each).
    private var batching = false
    private let framing = Atomic<UInt8>(0)
    /// Mirrors `queued > highWater` so the reader's per-frame check needs no lock.
    private let overHighWater = Atomic<Bool>(false)

    public let highWater: Int
    public let lowWater: Int

    public init(highWater: Int = 16 << 20) {
        self.highWater = max(highWater, 1)
        self.lowWater = max(highWater / 2, 1)
    }

    /// The framing replies are written in. Set before the first reply: every reply answers a frame,
    /// and reading that frame fixed the framing.
    public func setFraming(_ value: Framing) {
        framing.store(value == .contentLength ? 1 : 2, ordering: .releasing)
    }

    var currentFraming: Framing {
        framing.load(ordering: .acquiring) == 2 ? .newline : .contentLength
    }

    // MARK: - Producers

    /// Frames `body` and queues it. Never blocks on the client.
    public func enqueue(_ body: [UInt8]) {
        let framing = currentFraming
        lock.withLock {
            guard !closed else { return }
            let before = pending.count
            framing.frame(body, into: &pending)
            queued += pending.count - before
            if queued > highWater { overHighWater.store(true, ordering: .relaxed) }
            if writerWaiting, !batching { lock.signal(Self.writerCondition) }
        }
    }

    /// Starts holding back writer wake-ups (see `batching`).
    public func beginBatch() {
        lock.withLock { batching = true }
    }

    /// Wakes the writer for everything queued since `beginBatch()`.
    public func endBatch() {
        lock.withLock {
            batching = false
            if writerWaiting, !pending.isEmpty { lock.signal(Self.writerCondition) }
        }
    }

    /// Blocks the reader while more than `highWater` bytes wait for the client.
    public func waitForRoom() {
        guard overHighWater.load(ordering: .relaxed) else { return }
        lock.withLock {
            guard queued > highWater else { return }
            if writerWaiting, !pending.isEmpty { lock.signal(Self.writerCondition) }
            while queued > lowWater, !closed {
                readerWaiting = true
                lock.wait(Self.readerCondition)
            }
            readerWaiting = false
        }
    }

    /// Blocks until everything queued has been written (or the output failed).
    public func drain() {
        lock.withLock {
            batching = false
            if writerWaiting, !pending.isEmpty { lock.signal(Self.writerCondition) }
            while queued > 0, !closed {
                readerWaiting = true
                lock.wait(Self.readerCondition)
            }
            readerWaiting = false
        }
    }

    public var queuedBytes: Int { lock.withLock { queued } }

    // MARK: - Writer

    /// Swaps out everything queued (waiting for something), or returns false once closed.
    func take(into buffer: inout [UInt8]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        return lock.withLock {
            while pending.isEmpty, !closed {
                writerWaiting = true
                lock.wait(Self.writerCondition)
                writerWaiting = false
            }
            guard !closed else { return false }
            swap(&pending, &buffer)
            return true
        }
    }

    /// Records that `count` bytes reached the client.
    func wrote(_ count: Int) {
        lock.withLock {
            queued -= count
            if queued <= highWater { overHighWater.store(false, ordering: .relaxed) }
            if readerWaiting, queued <= lowWater || queued == 0 { lock.broadcast(Self.readerCondition) }
        }
    }

    /// Stops all output (the client closed its end); waiters are released.
    func close() {
        lock.withLock {
            closed = true
            pending = []
            queued = 0
            lock.broadcast(Self.writerCondition)
            lock.broadcast(Self.readerCondition)
        }
    }
}
