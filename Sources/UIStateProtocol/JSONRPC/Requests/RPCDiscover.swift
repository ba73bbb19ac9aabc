package import JSON

/// `rpc.discover`: answers an OpenRPC document describing the server.
///
/// The document belongs to the protocol built on this layer (uistate's is in `UIStateProtocol`),
/// so the server passes it in, trimmed to the methods it actually serves.
package enum RPCDiscover: MessageType {
    package static let method = "rpc.discover"

    /// Registers `rpc.discover` answering `document`, or `failure` when the document could not be
    /// made (a broken build: the embedded text does not parse).
    package static func register(document: Result<JSONValue, ResponseError>, in registry: inout MethodRegistry) {
        // No params are defined; [] and {} (and anything else) are accepted, as discovery should never fail.
        registry.register(method) { _, _ in
            switch document {
            case .success(let value): return .result(value)
            case .failure(let error): return .failure(error)
            }
        }
    }
}
