import JSON
import UIStateProtocol

struct Probe: RequestType {
    static let method = "fuzz/probe"
    static let positionalParameterNames: [String]? = ["name", "count", "flags"]
    var name: String
    var count: Int?
    var flags: [Bool]?
    typealias Response = Int
}

let registry: MethodRegistry = {
    var registry = MethodRegistry()
    registry.registerImmediate(Probe.self) { probe, _ in probe.count ?? 0 }
    registry.register("fuzz/raw") { params, _ in .result(params ?? .null) }
    return registry
}()

/// A fresh, initialized connection per input (a `shutdown` in one input must not mute the rest);
/// handlers answer at once, so no task outlives the input. `exit` only calls the no-op closure.
func makeConnection() -> RPCConnection {
    let connection = RPCConnection(registry: registry, server: ServerDescription(name: "uistate-fuzz", version: "fuzz", protocolVersion: "0.1.0"),
                                   parseOptions: JSONParseOptions(maxDepth: 64, maxBytes: 1 << 16),
                                   output: { _ in }, exit: { _ in })
    var initialize = Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}}"#.utf8)
    initialize.withUnsafeMutableBytes { connection.receive(UnsafeRawBufferPointer($0)) }
    return connection
}

/// Decodes and classifies the input as a frame body, serializes whatever it became, and passes it
/// through a live connection (lifecycle, batches, typed params, errors).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageDecoding(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = UnsafeRawBufferPointer(start: data, count: size)
    switch IncomingPayload.decode(body, options: JSONParseOptions(maxDepth: 64, maxBytes: 1 << 16)) {
    case .failure(let error):
        _ = ResponseMessage(id: .null, error: error).serialized
    case .single(let message):
        serialize(message)
    case .batch(let messages):
        messages.forEach(serialize)
    }
    makeConnection().receive(body)
    return 0
}

func serialize(_ message: ClassifiedMessage) {
    switch message {
    case .valid(.request(let request)):
        _ = request.serialized
        _ = try? TypedCoding.decode(Probe.self, from: request.params)
    case .valid(.notification(let notification)):
        _ = notification.serialized
    case .valid(.response(let response)):
        _ = response.serialized
    case .invalid(let id, let error):
        _ = ResponseMessage(id: id, error: error).serialized
    case .dropped(_, let error):
        _ = error.message
    }
}
