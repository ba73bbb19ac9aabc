#if canImport(Glibc)
internal import Glibc
#endif
internal import CSpawn
internal import Dispatch

/// A started child process: its pid, the parent's ends of its piped streams, and its exit.
///
/// A reaper thread waits for the child from the start, so its exit status is collected exactly
/// once and can be awaited from any number of places (blocking, async, or by callback) without
/// anyone polling. The descriptors belong to whoever spawned the child; close them when done.
package final class ChildProcess: Sendable {
    package let pid: Int32
    /// The parent's write end of the child's stdin, or -1 when stdin is not a pipe.
    package let standardInput: Int32
    /// The parent's read end of the child's stdout, or -1 when stdout is not a pipe.
    package let standardOutput: Int32
    /// The parent's read end of the child's stderr, or -1 when stderr is not a pipe.
    package let standardError: Int32
    private let watch: ExitWatch

    init(pid: Int32, ends: [Int32], watch: ExitWatch) {
        self.pid = pid
        standardInput = ends[0]
        standardOutput = ends[1]
        standardError = ends[2]
        self.watch = watch
    }

    // MARK: - Exit

    /// The exit status once the child has ended and been reaped; nil while it runs.
    package var exitStatus: ExitStatus? { watch.status }

    /// Calls `body` once with the exit status: at once when the child has already ended,
    /// otherwise on the reaper thread when it does.
    package func onExit(_ body: @escaping @Sendable (ExitStatus) -> Void) {
        watch.onExit(body)
    }

    /// Blocks the calling thread until the child ends. Never call it on the cooperative pool;
    /// `exited()` is the async form.
    package func waitForExit() -> ExitStatus {
        let done = DispatchSemaphore(value: 0)
        onExit { _ in done.signal() }
        done.wait()
        return watch.status ?? ExitStatus(waitStatus: 0)
    }

    /// Blocks until the child ends or `timeout` passes (then nil).
    package func waitForExit(timeout: Duration) -> ExitStatus? {
        let done = DispatchSemaphore(value: 0)
        onExit { _ in done.signal() }
        _ = done.wait(timeout: .now() + .nanoseconds(Int(timeout.nanoseconds)))
        return watch.status
    }

    /// Suspends until the child ends, without holding a thread.
    package func exited() async -> ExitStatus {
        await withCheckedContinuation { continuation in
            onExit { continuation.resume(returning: $0) }
        }
    }

    /// Suspends until the child ends or `timeout` passes (then nil). The timer runs on
    /// Dispatch, not on the cooperative pool, so a busy pool only makes it later, never earlier.
    package func exited(timeout: Duration) async -> ExitStatus? {
        let once = Once()
        return await withCheckedContinuation { (continuation: CheckedContinuation<ExitStatus?, Never>) in
            onExit { status in if once.claim() { continuation.resume(returning: status) } }
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(timeout.nanoseconds))) {
                if once.claim() { continuation.resume(returning: nil) }
            }
        }
    }

    /// Waits up to `gracePeriod` for a child that is on its way out (it closed its stdout), then
    /// kills it. Blocks until it has ended.
    @discardableResult
    package func reap(killingAfter gracePeriod: Duration) -> ExitStatus {
        if let status = waitForExit(timeout: gracePeriod) { return status }
        kill()
        return waitForExit()
    }

    // MARK: - Signals

    /// Sends `signal` unless the child has already been reaped (its pid may then be another's).
    /// Checked and sent with reaping held off, so the check cannot go stale before the send.
    package func signal(_ number: Int32) {
        watch.whileNotReaped { _ = Glibc.kill(pid, number) }
    }

    /// SIGKILL.
    package func kill() {
        signal(SIGKILL)
    }

    /// Asks the child to stop (SIGTERM), and kills it (SIGKILL) when it has not ended within
    /// `gracePeriod`. Blocks until it has ended.
    @discardableResult
    package func terminate(gracePeriod: Duration = .seconds(2)) -> ExitStatus {
        if let status = watch.status { return status }
        signal(SIGTERM)
        if let status = waitForExit(timeout: gracePeriod) { return status }
        kill()
        return waitForExit()
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
