internal import Synchronization

/// Framed output waiting for the writer thread, with back-pressure on the reader.
///
/// Producers (the reader thread, handler tasks) append and never block: a task on the cooperative
/// pool must not wait for a slow client. The reader instead checks `waitForRoom()` between frames
/// and stops taking new requests while more than `highWater` bytes are queued, resuming below
/// `lowWater`; so memory stays bounded by the limit plus the replies of requests already read.
///
/// A producer that needs to know when its bytes reached the client (a subscription deciding
/// whether the client fell behind) passes `onWritten`; the writer calls it once everything up
/// to the end of that frame was written, or when output stops.
///
/// While nothing is queued and the writer thread sleeps, a producer writes its own frame when the
/// direct writer (`setDirectWriter`) says the descriptor has room, rather than waking the writer:
/// the writer thread waits until that write is done, so frames keep their order.
///
/// A large body (`separateBodyBytes` or more) is queued as it is, in a segment of its own, rather
/// than copied in beside the others: a 10 MB reply is then held once, not twice.
///
/// `@unchecked Sendable`: the `var`s (`pending`, `segments`, `queued`, the flags, the totals,
/// `receipts`, `directWriter`) are read and written only inside `lock.withLock`. The same makes
/// them `@exclusivity(unchecked)`: the lock keeps two threads from them, and no access to one
/// spans a call that could reach the queue again, so the run-time check (`swift_beginAccess`,
/// ~0.1k instructions a reply) could never fail.
package final class OutputQueue: BatchedOutput, @unchecked Sendable {
    private let lock = ConditionLock(conditions: 2)
    private static let writerCondition = 0
    private static let readerCondition = 1

    /// Framed output after `segments`, where small frames are appended.
    @exclusivity(unchecked) private var pending: [UInt8] = []
    /// Output before `pending`, in order: earlier pending bytes and large bodies, each as queued.
    @exclusivity(unchecked) private var segments: [[UInt8]] = []
    /// Bytes queued or being written.
    @exclusivity(unchecked) private var queued = 0
    @exclusivity(unchecked) private var writerWaiting = false
    @exclusivity(unchecked) private var readerWaiting = false
    @exclusivity(unchecked) private var closed = false
    /// Set by `finish()`: later frames are not taken.
    @exclusivity(unchecked) private var finishing = false
    /// Bytes ever queued and ever written: a frame's end offset in the first says when the
    /// second has passed it.
    @exclusivity(unchecked) private var enqueuedTotal = 0
    @exclusivity(unchecked) private var writtenTotal = 0
    /// Callbacks waiting for their frame's end offset to be written, in offset order.
    @exclusivity(unchecked) private var receipts: [(end: Int, body: @Sendable () -> Void)] = []
    @exclusivity(unchecked) private var receiptsStart = 0
    /// While the reader delivers the frames of one read, producers do not wake the writer: it is
    /// woken once at the end with everything, as a buffered writer would flush (one `write(2)` for
    /// hundreds of pipelined replies instead of one wake-up each).
    @exclusivity(unchecked) private var batching = false
    private let framing = Atomic<UInt8>(0)
    /// Writes a frame on the producer's thread when it would not block (see `setDirectWriter`).
    @exclusivity(unchecked) private var directWriter: DirectWriter?
    /// A producer writes its frame itself: the writer thread waits until it has finished, so
    /// frames still leave in the order they were enqueued.
    @exclusivity(unchecked) private var directWriting = false
    /// Mirrors `queued > highWater` so the reader's per-frame check needs no lock.
    private let overHighWater = Atomic<Bool>(false)

    package let highWater: Int
    package let lowWater: Int

    package init(highWater: Int = 16 << 20) {
        self.highWater = max(highWater, 1)
        self.lowWater = max(highWater / 2, 1)
    }

    /// The framing replies are written in. Set before the first reply: every reply answers a frame,
    /// and reading that frame fixed the framing.
    package func setFraming(_ value: Framing) {
        framing.store(value == .contentLength ? 1 : 2, ordering: .releasing)
    }

    var currentFraming: Framing {
        framing.load(ordering: .acquiring) == 2 ? .newline : .contentLength
    }

    // MARK: - Producers

    /// Frames `body` and queues it. Never blocks on the client.
    package func enqueue(_ body: [UInt8]) {
        enqueue(body, onWritten: nil)
    }

    /// Frames `body`, queues it (or writes it at once, see the type's notes) and calls
    /// `onWritten` once it was written, or at once if output has stopped. Never blocks on the
    /// client.
    package func enqueue(_ body: [UInt8], onWritten: (@Sendable () -> Void)?) {
        enqueue(body, onWritten: onWritten, holding: false)
    }

    /// Frames `body` and queues it without starting a write for it: the next frame enqueued
    /// normally, the end of the reader's batch (or of an `OutputBatch`) or `flush()` takes it along, in one `write(2)`
    /// with what follows (a reply and the notification its change owes are written together).
    /// Whoever holds a frame must make sure one of those comes.
    package func hold(_ body: [UInt8]) {
        enqueue(body, onWritten: nil, holding: true)
    }

    /// Frames the body `writeBody` writes into exactly `bodyCount` bytes and queues it, as
    /// `enqueue(_:)` queues an array. On a thread in an `OutputBatch` (a plugin's reader passing
    /// its answers on) the frame is made on the stack and appended to the batch in one copy, with
    /// no array made for the body; anywhere else it may go out at once, and an array is made.
    package func enqueue(bodyCount: Int, writingBody writeBody: (UnsafeMutableRawBufferPointer) -> Void) {
        guard bodyCount < Self.separateBodyBytes, OutputBatch.deferring(self) else {
            return enqueue([UInt8](unsafeUninitializedCapacity: bodyCount) { buffer, initialized in
                writeBody(UnsafeMutableRawBufferPointer(buffer))
                initialized = bodyCount
            })
        }
        currentFraming.withFrame(bodyCount: bodyCount, writingBody: writeBody) { frame in
            // As `enqueue(_:onWritten:holding:)` holding the frame: no write started for it.
            lock.withLock {
                guard !closed, !finishing else { return }
                pending.append(contentsOf: frame)
                queued += frame.count
                enqueuedTotal += frame.count
                if queued > highWater { overHighWater.store(true, ordering: .relaxed) }
            }
        }
    }

    /// The end of an `OutputBatch` that held frames back: they are written as `flush()` writes.
    package func batchEnded() {
        flush()
    }

    /// Starts writing what `hold(_:)` left queued, if nothing else has: from this thread when the
    /// descriptor has room, else by waking the writer.
    package func flush() {
        let held: [UInt8]? = lock.withLock {
            guard writerWaiting, !batching, !directWriting, hasOutput else { return nil }
            if let directWriter, segments.isEmpty, queued == pending.count,
               directWriter.canWriteWithoutBlocking(pending.count) {
                directWriting = true
                var held: [UInt8] = []
                swap(&held, &pending)
                return held
            }
            lock.signal(Self.writerCondition)
            return nil
        }
        if let held { writeDirectly(held, held: held.count, onWritten: nil) }
    }

    private func enqueue(_ body: [UInt8], onWritten: (@Sendable () -> Void)?, holding: Bool) {
        // On a thread in an `OutputBatch` (a plugin's reader passing on a read's worth of
        // answers) the frame waits for the batch's end, unless someone waits for its write.
        let holding = holding || (onWritten == nil && OutputBatch.deferring(self))
        let framing = currentFraming
        enum Outcome { case queued, rejected, writeDirectly(held: [UInt8]) }
        let outcome = lock.withLock { () -> Outcome in
            guard !closed, !finishing else { return .rejected }
            // Nothing being written and the writer asleep: the frame can go out now, from this
            // thread, instead of waking the writer for it (a reply to a client that sends one
            // request at a time, or a few, would otherwise cost a thread wake-up each), together
            // with any held frames before it, all in one write.
            if !holding, let directWriter, writerWaiting, !batching, !directWriting, segments.isEmpty,
               queued == pending.count,
               directWriter.canWriteWithoutBlocking(pending.count + body.count + Self.frameHeaderAllowance) {
                directWriting = true
                var held: [UInt8] = []
                swap(&held, &pending)
                return .writeDirectly(held: held)
            }
            let added = append(body, framing: framing)
            queued += added
            enqueuedTotal += added
            if let onWritten { receipts.append((enqueuedTotal, onWritten)) }
            if queued > highWater { overHighWater.store(true, ordering: .relaxed) }
            if writerWaiting, !batching, !holding { lock.signal(Self.writerCondition) }
            return .queued
        }
        switch outcome {
        case .queued: break
        case .rejected: onWritten?()
        case .writeDirectly(var bytes):
            let held = bytes.count
            framing.frame(body, into: &bytes)
            writeDirectly(bytes, held: held, onWritten: onWritten)
        }
    }

    /// Bodies from this size on are queued as their own segment instead of being copied.
    static let separateBodyBytes = 64 << 10

    /// Frames `body` onto the queue; returns the bytes added. Called under the lock.
    private func append(_ body: [UInt8], framing: Framing) -> Int {
        let before = pending.count
        guard body.count >= Self.separateBodyBytes else {
            framing.frame(body, into: &pending)
            return pending.count - before
        }
        framing.appendPrefix(bodyCount: body.count, to: &pending)
        let prefix = pending.count - before
        if !pending.isEmpty { segments.append(pending) }
        pending = []
        segments.append(body)
        framing.appendSuffix(to: &pending)
        return prefix + body.count + pending.count
    }

    /// Writes `bytes` on the caller's thread, which took the turn in `enqueue` or `flush` after
    /// the direct writer said the descriptor has room for them: the first `held` bytes were
    /// taken from the queue (held frames), the rest is the caller's own frame, not queued.
    private func writeDirectly(_ bytes: [UInt8], held: Int, onWritten: (@Sendable () -> Void)?) {
        if let write = lock.withLock({ directWriter?.write }) { bytes.withUnsafeBytes { write($0) } }
        let due: [@Sendable () -> Void] = lock.withLock {
            directWriting = false
            queued -= held
            enqueuedTotal += bytes.count - held
            writtenTotal += bytes.count
            if queued <= highWater { overHighWater.store(false, ordering: .relaxed) }
            if writerWaiting, hasOutput { lock.signal(Self.writerCondition) }
            if readerWaiting, queued == 0 { lock.broadcast(Self.readerCondition) }
            return held == 0 ? [] : takeReceipts(upTo: writtenTotal)
        }
        for body in due { body() }
        onWritten?()
    }

    /// How a producer writes its own frame (see `enqueue`).
    struct DirectWriter: Sendable {
        /// Whether `count` bytes can be written now without blocking; asked under the queue's
        /// lock, so it must be quick (a `poll` with no timeout).
        let canWriteWithoutBlocking: @Sendable (_ count: Int) -> Bool
        /// Writes all the bytes (and handles a failure as the writer thread would).
        let write: @Sendable (UnsafeRawBufferPointer) -> Void
    }

    /// Room for a frame's header beyond its body (`Content-Length: …\r\n\r\n`, or a newline).
    private static let frameHeaderAllowance = 64

    /// Lets producers write a frame themselves while the writer thread is idle (see `enqueue`).
    func setDirectWriter(_ writer: DirectWriter) {
        lock.withLock { directWriter = writer }
    }

    /// Whether the writer thread sleeps waiting for output (what tests wait for).
    var writerIsWaiting: Bool { lock.withLock { writerWaiting } }

    package func beginBatch() {
        lock.withLock { batching = true }
    }

    /// Wakes the writer for everything queued since `beginBatch()`.
    package func endBatch() {
        lock.withLock {
            batching = false
            if writerWaiting, hasOutput { lock.signal(Self.writerCondition) }
        }
    }

    /// Blocks the reader while more than `highWater` bytes wait for the client.
    package func waitForRoom() {
        guard overHighWater.load(ordering: .relaxed) else { return }
        // What this thread's batch holds back is not left waiting while it blocks.
        OutputBatch.flush()
        lock.withLock {
            guard queued > highWater else { return }
            if writerWaiting, hasOutput { lock.signal(Self.writerCondition) }
            while queued > lowWater, !closed {
                readerWaiting = true
                lock.wait(Self.readerCondition)
            }
            readerWaiting = false
        }
    }

    /// Blocks until everything queued has been written (or the output failed).
    package func drain() {
        lock.withLock {
            batching = false
            if writerWaiting, hasOutput { lock.signal(Self.writerCondition) }
            while queued > 0 || directWriting, !closed {
                readerWaiting = true
                lock.wait(Self.readerCondition)
            }
            readerWaiting = false
        }
    }

    /// Takes no more frames (later ones count as written at once) and blocks until everything
    /// queued has been written, or the output failed: the last thing before the process exits.
    /// Without the first part a store that keeps changing (a live effect) could keep a
    /// subscription enqueueing as fast as the writer writes, and the queue would never empty.
    package func finish() {
        lock.withLock { finishing = true }
        drain()
    }

    package var queuedBytes: Int { lock.withLock { queued } }

    // MARK: - Writer

    /// Whether anything waits for the writer. Called under the lock.
    private var hasOutput: Bool { !pending.isEmpty || !segments.isEmpty }

    /// Swaps out everything queued (waiting for something), or returns false once closed: the
    /// bytes to write are those of `segments`, in order, then those of `buffer`.
    func take(into buffer: inout [UInt8], segments taken: inout [[UInt8]]) -> Bool {
        buffer.removeAll(keepingCapacity: true)
        taken.removeAll()
        return lock.withLock {
            while !hasOutput || directWriting, !closed {
                writerWaiting = true
                lock.wait(Self.writerCondition)
                writerWaiting = false
            }
            guard !closed else { return false }
            swap(&pending, &buffer)
            swap(&segments, &taken)
            return true
        }
    }

    /// Records that `count` bytes reached the client.
    func wrote(_ count: Int) {
        let due: [@Sendable () -> Void] = lock.withLock {
            queued -= count
            writtenTotal += count
            if queued <= highWater { overHighWater.store(false, ordering: .relaxed) }
            if readerWaiting, queued <= lowWater || queued == 0 { lock.broadcast(Self.readerCondition) }
            return takeReceipts(upTo: writtenTotal)
        }
        // Outside the lock: a callback may enqueue the next notification.
        for body in due { body() }
    }

    /// Removes and returns the callbacks whose frames end at or before `offset`.
    private func takeReceipts(upTo offset: Int) -> [@Sendable () -> Void] {
        var due: [@Sendable () -> Void] = []
        while receiptsStart < receipts.count, receipts[receiptsStart].end <= offset {
            due.append(receipts[receiptsStart].body)
            receiptsStart += 1
        }
        // Compacted in batches so that taking one receipt stays O(1) amortized.
        if receiptsStart > 64, receiptsStart * 2 > receipts.count {
            receipts.removeFirst(receiptsStart)
            receiptsStart = 0
        }
        return due
    }

    /// Stops all output (the client closed its end); waiters are released.
    func close() {
        let due: [@Sendable () -> Void] = lock.withLock {
            closed = true
            pending = []
            segments = []
            queued = 0
            lock.broadcast(Self.writerCondition)
            lock.broadcast(Self.readerCondition)
            return takeReceipts(upTo: .max)
        }
        for body in due { body() }
    }
}
