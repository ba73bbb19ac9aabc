package import JSON

// MARK: - UIStateOpenRPC

/// uistate's OpenRPC document, `protocol/openrpc.json`, embedded at build time, and the form of
/// it a server answers `rpc.discover` with: only the methods that server serves.
///
/// A test checks that the embedded text equals the file byte for byte and parses, so the
/// failure branch of `document` is for a broken build only.
package enum UIStateOpenRPC {
    /// The document's text as embedded (written by `ProtocolCodegenPlugin` on each build).
    package static var text: String { OpenRPCDocument.text }

    /// The parsed document, or the reason it does not parse.
    package static let document: Result<JSONValue, ResponseError> = {
        do {
            return .success(try JSONValue(parsing: OpenRPCDocument.text))
        } catch {
            return .failure(.internalError("internal error: the embedded OpenRPC document does not parse: \(error)"))
        }
    }()

    /// The document with only the methods a server registers (and the lifecycle methods every
    /// connection implements), in the document's order: what `rpc.discover` answers, so a plugin
    /// that serves no `scenario/run` does not list it.
    package static func document(servedBy registry: MethodRegistry) -> Result<JSONValue, ResponseError> {
        let served = Set(registry.requestMethodNames + registry.notificationMethodNames)
            .union(MethodRegistry.lifecycleRequestNames).union(MethodRegistry.lifecycleNotificationNames)
            .union([RPCDiscover.method])
        return document.map { whole in
            guard case .object(var object) = whole, case .array(let methods)? = object["methods"] else { return whole }
            object["methods"] = .array(methods.filter { method in
                method["name"]?.stringValue.map(served.contains) ?? true
            })
            return .object(object)
        }
    }
}
