package import UIStateProtocol
import JSON

/// One client session over HTTP: the same `RPCConnection` a stdio client gets, created by an
/// `initialize` posted without a `Uistate-Connection` header, and the queue of its notifications
/// for `GET /events`.
package final class HTTPConnection: Sendable {
    package let id: String
    package let rpc: RPCConnection
    package let events: EventQueue

    init(id: String, registry: MethodRegistry, server: ServerDescription, parseOptions: JSONParseOptions,
         log: RPCLog, maxQueuedEventBytes: Int, onExit: @escaping @Sendable (String) -> Void) {
        self.id = id
        let events = EventQueue(limit: maxQueuedEventBytes, name: "connection \(id)") { line in log.warn(line) }
        self.events = events
        rpc = RPCConnection(
            registry: registry, server: server, parseOptions: parseOptions, log: log,
            output: { body in events.enqueue(body) },
            deliver: { body, written in events.enqueue(body, written: written) },
            initializeFields: ["connectionId": .string(id)],
            ending: { events.beginEnding() },
            endsTheProcess: false,
            exit: { _ in onExit(id) })
    }
}
