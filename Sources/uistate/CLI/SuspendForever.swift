/// Suspends the calling task for the rest of the process without holding a thread: for a
/// command whose work runs on threads of its own and ends the process itself (`exit`, a signal).
func suspendForever() async -> Never {
    // Nothing resumes this continuation; the loop only satisfies `Never`, it does not turn.
    while true {
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
    }
}
