// MARK: - ByteBatch

/// Bytes queued for a plugin's stdin (`WriteQueue`), in memory of their own: unlike an array's,
/// room at the end can be written in place before it counts, so a frame is written straight
/// into the batch with no buffer of its own and no copy (`WriteQueue.enqueue(upTo:_:)`).
///
/// Not copyable, so its memory has one owner at a time; the writer and the queue swap theirs.
struct ByteBatch: ~Copyable, @unchecked Sendable {
    private var start: UnsafeMutableRawPointer?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit { start?.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// Lets `write` write at most `maxCount` bytes at the end; the bytes it says it wrote count.
    mutating func append(upTo maxCount: Int, _ write: (UnsafeMutableRawBufferPointer) -> Int) {
        let base = room(for: maxCount)
        let written = write(UnsafeMutableRawBufferPointer(start: base + count, count: maxCount))
        precondition(0 <= written && written <= maxCount, "wrote more than its room")
        count += written
    }

    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Forgets the bytes; their memory is kept for the next unless it is more than `limit`.
    mutating func removeAll(keepingCapacityUpTo limit: Int) {
        count = 0
        if capacity > limit {
            start?.deallocate()
            start = nil
            capacity = 0
        }
    }

    /// The memory, with at least `extra` bytes free after `count`.
    private mutating func room(for extra: Int) -> UnsafeMutableRawPointer {
        if let start, capacity - count >= extra { return start }
        let grown = max(capacity * 2, count + extra, Self.firstCapacity)
        let memory = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
        if let start {
            memory.copyMemory(from: start, byteCount: count)
            start.deallocate()
        }
        start = memory
        capacity = grown
        return memory
    }

    private static var firstCapacity: Int { 4096 }
}
