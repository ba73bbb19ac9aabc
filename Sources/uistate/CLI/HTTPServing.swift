#if canImport(Glibc)
import Glibc
#endif

/// What the main thread does while the HTTP server's threads serve: nothing, until a signal
/// ends the process.
enum HTTPServing {
    static func waitForever() -> Never {
        // A client that goes away mid-response must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        while true { pause() }
    }
}
