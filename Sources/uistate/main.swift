#if canImport(Glibc)
import Glibc
#endif

exit(UIStateCLI.run(Array(CommandLine.arguments.dropFirst())))
