import JSON
@testable import UIStateProtocol
import Synchronization

/// An in-process connection whose output is collected, for tests that need no pipes.
final class ConnectionHarness: Sendable {
    let connection: RPCConnection
    private let sent: Locked<[JSONValue]>
    private let exitCode: Locked<Int32?>

    init(registry: MethodRegistry) {
        let sent = Locked<[JSONValue]>([])
        let exitCode = Locked<Int32?>(nil)
        self.sent = sent
        self.exitCode = exitCode
        connection = RPCConnection(
            registry: registry, server: ServerDescription(name: "uistate", version: "test", protocolVersion: "0.1.0"),
            output: { body in
                let value = (try? JSONValue(parsing: body)) ?? .string("unparsable output")
                sent.withLock { $0.append(value) }
            },
            exit: { code in exitCode.withLock { $0 = code } })
    }

    func receive(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { connection.receive(UnsafeRawBufferPointer($0)) }
    }

    func request(_ id: Int64, _ method: String, _ params: String? = nil) {
        receive(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)""# + (params.map { #","params":\#($0)"# } ?? "") + "}")
    }

    func initialize() async throws {
        request(0, "initialize", "{}")
        _ = try await next()
    }

    var exited: Int32? { exitCode.withLock { $0 } }

    /// Waits (up to two seconds) for the next message and removes it.
    func next() async throws -> JSONValue {
        for _ in 0..<400 {
            // Not `nil`: JSONValue is ExpressibleByNilLiteral, so a bare nil would read as `.null`.
            let first = sent.withLock { messages -> JSONValue? in messages.isEmpty ? Optional.none : messages.removeFirst() }
            if let first { return first }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw HarnessTimeout()
    }

    var pendingCount: Int { sent.withLock { $0.count } }
}

struct HarnessTimeout: Error {}

/// A mutex in a class, so escaping closures can share it.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>
    init(_ value: Value) { mutex = Mutex(value) }
    func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R { mutex.withLock { body(&$0) } }
}
