#if canImport(Glibc)
import Glibc
#endif

// Commands await the host in-process; blocking work (stdin, a terminal, a child process) runs
// on threads of its own, never on the cooperative pool.
exit(await UIStateCLI.run(Array(CommandLine.arguments.dropFirst())))
