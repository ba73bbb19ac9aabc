#if canImport(Glibc)
internal import Glibc
#endif

/// How the stdio server's process has glibc's malloc give large blocks back.
///
/// By default glibc raises its mmap threshold to the size of each large mapped block freed (up to
/// 32 MB): after one 10 MB message, the next ones are carved from the heap, whose freed memory
/// stays resident, so each large message held on to another 10 MB and raised the peak again
/// (measured: +21, +31, +40 MiB over three such requests; RSS +20 MiB after the first). Setting the
/// threshold turns that adjustment off: a block of `mmapThreshold` or more is always mapped on its
/// own and unmapped when freed, and smaller ones come from the heap as before.
enum MallocPolicy {
    static let mmapThreshold: Int32 = 1 << 20
    /// `M_MMAP_THRESHOLD` in `<malloc.h>`, a header Swift's Glibc module does not include.
    private static let mmapThresholdParameter: Int32 = -3

    /// Fixes the threshold for the whole process; returns whether glibc accepted it.
    @discardableResult
    static func fixMmapThreshold() -> Bool {
        // Looked up rather than declared: `mallopt` is not in the Glibc module either.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        return unsafeBitCast(symbol, to: Mallopt.self)(mmapThresholdParameter, mmapThreshold) == 1
    }
}
