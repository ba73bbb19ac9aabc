#if canImport(Glibc)
internal import Glibc
#endif
internal import CMicroHTTPD
import JSON
package import UIStateProtocol

/// Serves the method registry over HTTP (libmicrohttpd in its epoll mode: a fixed number of
/// polling threads, none held by an idle or waiting connection).
///
/// - `POST /rpc` — a JSON-RPC message or batch; the answer is the response body (204 when it
///   asks for none). Without a `Uistate-Connection` header the body starts a connection (it
///   must be `initialize`, whose result carries `connectionId`); with one it goes to that
///   connection. Each connection is the same `RPCConnection` a stdio client gets.
/// - `GET /events?connection=ID` — Server-Sent Events: the connection's notifications, one
///   `data:` line each, a `:` comment when idle so a vanished client is noticed.
/// - `GET` of a static file (the inspector) — no token needed; of a protected file (a trace)
///   — token needed; nothing else is served.
///
/// Every request passes `RequestGuard` first (Host, Origin, token). Limits as on stdio: message
/// size (413), requests in flight per connection (the post waits, its HTTP connection suspended),
/// and an event queue bounded per connection (`EventQueue`).
package final class HTTPServer: Sendable {
    package struct Options: Sendable {
        package var address: BindAddress
        /// Without it, a non-loopback address is refused.
        package var allowRemote: Bool
        /// nil makes a random one.
        package var token: SessionToken?
        package var maxMessageBytes: Int
        package var maxDepth: Int
        package var maxRequestsInFlight: Int
        /// Bytes of notifications a connection may have waiting for its event stream.
        package var maxQueuedEventBytes: Int
        /// JSON-RPC connections kept (least recently used closed past it).
        package var maxConnections: Int
        /// HTTP connections open at once (each holds a socket and libmicrohttpd's per-connection
        /// memory, not a thread).
        package var maxHTTPConnections: Int
        /// libmicrohttpd's polling threads (each with its epoll set); they only move bytes, the
        /// requests run on the host's own queues.
        package var pollingThreads: Int
        /// Seconds without events after which a stream sends a keep-alive comment.
        package var keepAliveSeconds: Int
        /// Paths (`/`, `/app.js`) answered with fixed bytes, without a token.
        package var staticFiles: [String: StaticFile]
        /// Paths answered with fixed bytes to requests with the token (a session's data, such
        /// as the trace `uistate inspect --trace` opens).
        package var protectedFiles: [String: StaticFile] = [:]

        package init(address: BindAddress = BindAddress(), allowRemote: Bool = false, token: SessionToken? = nil,
                    maxMessageBytes: Int = 64 << 20, maxDepth: Int = 512, maxRequestsInFlight: Int = 1024,
                    maxQueuedEventBytes: Int = 16 << 20, maxConnections: Int = 64, maxHTTPConnections: Int = 4096, pollingThreads: Int = 1,
                    keepAliveSeconds: Int = 15, staticFiles: [String: StaticFile] = [:]) {
            self.address = address
            self.allowRemote = allowRemote
            self.token = token
            self.maxMessageBytes = maxMessageBytes
            self.maxDepth = maxDepth
            self.maxRequestsInFlight = maxRequestsInFlight
            self.maxQueuedEventBytes = maxQueuedEventBytes
            self.maxConnections = maxConnections
            self.maxHTTPConnections = maxHTTPConnections
        self.pollingThreads = pollingThreads
            self.keepAliveSeconds = keepAliveSeconds
            self.staticFiles = staticFiles
        }
    }

    package let options: Options
    package let token: SessionToken
    /// The port bound (the free one picked when 0 was asked for).
    package let port: UInt16
    private let core: HTTPServerCore

    /// `http://127.0.0.1:PORT/`.
    package var url: String { "http://\(options.address.authority(port: port))/" }

    /// Binds and starts serving on threads of its own; returns at once.
    package init(registry: MethodRegistry, server: ServerDescription, options: Options, log: RPCLog) throws(HTTPServerError) {
        guard options.address.isLoopback || options.allowRemote else {
            throw HTTPServerError("refusing to listen on \(options.address.host), which is not a loopback address: anyone who can reach it could drive the host. Pass --allow-remote to do it anyway")
        }
        self.options = options
        let token = options.token ?? SessionToken.random()
        self.token = token
        let core = HTTPServerCore(registry: registry, server: server, options: options, token: token, log: log)
        self.core = core
        port = try core.start()
    }

    /// Connections started and not yet ended or evicted.
    package var connectionCount: Int { core.connections.count }
}

/// Why the server could not start.
package struct HTTPServerError: Error, Sendable, CustomStringConvertible {
    package let message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}
