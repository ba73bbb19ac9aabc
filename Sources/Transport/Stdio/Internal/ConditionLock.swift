#if canImport(Glibc)
internal import Glibc
#endif

/// A pthread mutex with condition variables, for the reader and writer threads to wait on each
/// other (`Synchronization.Mutex` has no conditions).
///
/// `@unchecked Sendable`: the pthread objects live at stable heap addresses allocated here and are
/// only touched through pthread calls, which are thread-safe by contract.
final class ConditionLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let conditions: UnsafeMutablePointer<pthread_cond_t>
    private let conditionCount: Int

    init(conditions count: Int) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        conditions = .allocate(capacity: count)
        conditionCount = count
        for index in 0..<count { pthread_cond_init(conditions + index, nil) }
    }

    deinit {
        for index in 0..<conditionCount { pthread_cond_destroy(conditions + index) }
        pthread_mutex_destroy(mutex)
        conditions.deallocate()
        mutex.deallocate()
    }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Waits on condition `index`; call only while holding the lock (inside `withLock`).
    func wait(_ index: Int) {
        pthread_cond_wait(conditions + index, mutex)
    }

    func signal(_ index: Int) {
        pthread_cond_signal(conditions + index)
    }

    func broadcast(_ index: Int) {
        pthread_cond_broadcast(conditions + index)
    }
}
