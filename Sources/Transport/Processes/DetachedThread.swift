#if canImport(Glibc)
internal import Glibc
#endif

/// Starts threads for blocking work (a pipe reader, a reaper), off Swift's cooperative pool.
///
/// The pool has one thread per core (two here): a blocking read or `waitpid` on it would starve
/// every task of the process.
package enum DetachedThread {
    /// Enough for a pipe reader or a reaper, which keep little on the stack.
    package static let smallStack = 512 << 10
    /// The main thread's stack under the usual `ulimit -s`: for a loop that would otherwise run
    /// there and recurses over its input (JSON nested up to the depth limit).
    package static let mainThreadStack = 8 << 20

    /// Runs `body` on a new detached thread; false when none could be made.
    @discardableResult
    package static func start(stackSize: Int = smallStack, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let result = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
            return nil
        }, box)
        guard result == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            return false
        }
        return true
    }

    /// Runs blocking `body` on a new thread and suspends until it returns, holding no thread of
    /// the cooperative pool meanwhile.
    package static func run<T: Sendable>(stackSize: Int = smallStack, _ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let started = start(stackSize: stackSize) { continuation.resume(with: Result { try body() }) }
            if !started { continuation.resume(throwing: SpawnError(code: EAGAIN, "cannot start a thread")) }
        }
    }
}

/// A thread's work, passed through `pthread_create`'s context pointer.
private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
