#if canImport(Glibc)
internal import Glibc
#endif

/// Bytes read but not yet consumed, in one contiguous region.
///
/// Consuming moves a read offset instead of shifting bytes; the live bytes are moved to the front
/// only when the free space at the end runs short, and the storage doubles only when the live bytes
/// themselves fill it. Each byte is therefore copied a bounded number of times however large the
/// message, where appending to an array and removing its prefix would be quadratic.
///
/// The storage is `malloc`'s, grown with `realloc`: a large block is moved by remapping its pages,
/// not by copying them, so growing to hold a 10 MB line never holds it twice. Once a large message
/// has been consumed the storage goes back to its first size, so it is not kept for the next one.
final class InputBuffer {
    private var storage: UnsafeMutableRawPointer
    private(set) var capacity: Int
    private var start = 0
    private var end = 0
    private let initialCapacity: Int

    static let minimumRead = 16 << 10
    /// Storage above this is given back as soon as nothing is left in it.
    static let largeCapacity = 1 << 20

    /// Returns nil when the memory cannot be had.
    init?(capacity: Int = 64 << 10) {
        guard let storage = malloc(capacity) else { return nil }
        self.storage = storage
        self.capacity = capacity
        initialCapacity = capacity
    }

    deinit { free(storage) }

    var count: Int { end - start }

    /// The live bytes; valid only inside `body`. They may be changed (a parser releasing what it
    /// has read) only when `body` consumes them afterwards.
    func withBytes<R>(_ body: (UnsafeMutableRawBufferPointer) -> R) -> R {
        body(UnsafeMutableRawBufferPointer(start: storage + start, count: end - start))
    }

    func consume(_ byteCount: Int) {
        precondition(byteCount >= 0 && byteCount <= count, "consumed more than was buffered")
        start += byteCount
        guard start == end else { return }
        start = 0
        end = 0
        if capacity > Self.largeCapacity, let smaller = realloc(storage, initialCapacity) {
            storage = smaller
            capacity = initialCapacity
        }
    }

    /// Makes room for at least `total` live bytes plus a read, growing at most by doubling.
    /// Returns false when the memory cannot be had (the buffer is left as it was).
    @discardableResult
    func reserve(total: Int) -> Bool {
        let needed = max(total, count) + Self.minimumRead
        if capacity - start >= needed { return true }
        if start > 0 {
            memmove(storage, storage + start, count)  // regions overlap
            end -= start
            start = 0
        }
        guard capacity < needed else { return true }
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(storage, newCapacity) else { return false }
        storage = grown
        capacity = newCapacity
        return true
    }

    /// Reads once from `fd` into the free space; returns what `read(2)` returned, or -1 with
    /// `errno` ENOMEM when there is no room and none can be had.
    func read(from fd: Int32) -> Int {
        if capacity - end < Self.minimumRead, !reserve(total: count) {
            errno = ENOMEM
            return -1
        }
        let result = FileDescriptorIO.read(fd, into: UnsafeMutableRawBufferPointer(start: storage + end, count: capacity - end))
        if result > 0 { end += result }
        return result
    }
}
