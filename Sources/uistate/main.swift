import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

// Commands are async and await the host in-process; blocking work (stdin, a terminal, a child
// process) runs on threads of their own, never on the cooperative pool.
//
// The main thread waits for the command on a semaphore (one blocking wait, no polling) rather
// than being an async `main`: an async `main` hands the main thread to `dispatch_main`, which
// exits it, and valgrind cannot follow a process whose main thread has exited, so callgrind —
// how benchmarks/RESULTS.md counts instructions per request — could not run the host at all.
enum MainThread {
    static let exitCode = Mutex<Int32>(0)
    static let finished = DispatchSemaphore(value: 0)
}

// Detached: top-level code is the main actor's, and the main thread is about to block.
let arguments = Array(CommandLine.arguments.dropFirst())
Task.detached { [arguments] in
    let code = await UIStateCLI.run(arguments)
    MainThread.exitCode.withLock { $0 = code }
    MainThread.finished.signal()
}
MainThread.finished.wait()
exit(MainThread.exitCode.withLock { $0 })
