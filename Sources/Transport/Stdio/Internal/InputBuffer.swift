#if canImport(Glibc)
internal import Glibc
#endif

/// Bytes read but not yet consumed, in one contiguous region.
///
/// Consuming moves a read offset instead of shifting bytes; the live bytes are moved to the front
/// only when the free space at the end runs short, and the storage doubles only when the live bytes
/// themselves fill it. Each byte is therefore copied a bounded number of times however large the
/// message, where appending to an array and removing its prefix would be quadratic.
final class InputBuffer {
    private var storage: UnsafeMutableRawPointer
    private(set) var capacity: Int
    private var start = 0
    private var end = 0

    static let minimumRead = 16 << 10

    init(capacity: Int = 64 << 10) {
        self.capacity = capacity
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    deinit { storage.deallocate() }

    var count: Int { end - start }

    /// The live bytes; valid only inside `body`.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: storage + start, count: end - start))
    }

    func consume(_ byteCount: Int) {
        precondition(byteCount >= 0 && byteCount <= count, "consumed more than was buffered")
        start += byteCount
        if start == end { start = 0; end = 0 }
    }

    /// Makes room for at least `total` live bytes plus a read, growing at most by doubling.
    func reserve(total: Int) {
        let needed = max(total, count) + Self.minimumRead
        if capacity - start >= needed { return }
        if start > 0 {
            memmove(storage, storage + start, count)  // regions overlap
            end -= start
            start = 0
        }
        guard capacity < needed else { return }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 16)
        newStorage.copyMemory(from: storage, byteCount: end)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Reads once from `fd` into the free space; returns what `read(2)` returned.
    func read(from fd: Int32) -> Int {
        if capacity - end < Self.minimumRead { reserve(total: count) }
        let result = FileDescriptorIO.read(fd, into: UnsafeMutableRawBufferPointer(start: storage + end, count: capacity - end))
        if result > 0 { end += result }
        return result
    }
}
