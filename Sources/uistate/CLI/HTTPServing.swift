#if canImport(Glibc)
import Glibc
#endif

/// What the command does while the HTTP server's threads serve: nothing, until a signal ends
/// the process (SIGINT and SIGTERM keep their default action).
enum HTTPServing {
    static func waitForever() async -> Never {
        // A client that goes away mid-response must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        await suspendForever()
    }
}
