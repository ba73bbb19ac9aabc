#if canImport(Glibc)
internal import Glibc
#endif

/// Wakes every thread waiting for a change (all of a queue's stream readers, the one replaced
/// included), without lost wake-ups: a waiter names the change count it last saw.
///
/// `@unchecked Sendable`: `count` is read and written only while holding `mutex`.
final class ChangeSignal: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var count: UInt64 = 0

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// The number of changes so far; read it before looking at the guarded state.
    var current: UInt64 {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return count
    }

    func notifyAll() {
        pthread_mutex_lock(mutex)
        count &+= 1
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Waits until a change after `seen`, or `seconds` pass; false on timeout.
    func wait(after seen: UInt64, seconds: Int) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        deadline.tv_sec += seconds
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while count == seen {
            if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return count != seen }
        }
        return true
    }
}
