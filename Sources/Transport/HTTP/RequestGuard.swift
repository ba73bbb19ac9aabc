/// Decides whether a request may reach the server, from its headers alone (no I/O).
///
/// - `Host` must name the bound address or `localhost`, with the bound port: a page on another
///   name that resolves to us (DNS rebinding) is refused with 403. With a wildcard bind
///   (`--allow-remote 0.0.0.0`), any IP literal is accepted, but never a DNS name.
/// - `Origin`, when present, must be the page's own (`http://` + the `Host` it sent): 403.
/// - `/rpc` and `/events` need `Authorization: Bearer TOKEN`: 401.
package struct RequestGuard: Sendable {
    package let token: SessionToken
    package let address: BindAddress
    /// The port actually bound (differs from `address.port` when that was 0).
    package let port: UInt16

    /// Why a request is refused: the HTTP status and one sentence for the client.
    package struct Refusal: Sendable, Equatable, Error {
        package let status: Int
        package let message: String
    }

    /// The headers the decision reads.
    package struct Headers: Sendable {
        package var host: String?
        package var origin: String?
        package var authorization: String?

        package init(host: String? = nil, origin: String? = nil, authorization: String? = nil) {
            self.host = host
            self.origin = origin
            self.authorization = authorization
        }
    }

    /// nil when the request may go on.
    package func refusal(for headers: Headers, needsToken: Bool) -> Refusal? {
        guard let host = headers.host, acceptsHost(host) else {
            return Refusal(status: 403, message: "forbidden: the Host header must be \(address.authority(port: port)) or localhost:\(port)")
        }
        if let origin = headers.origin, origin != "http://\(host)" {
            return Refusal(status: 403, message: "forbidden: cross-origin requests are refused (Origin \(origin))")
        }
        if needsToken, !token.accepts(authorization: headers.authorization) {
            return Refusal(status: 401, message: "unauthorized: send the session token printed at start as 'Authorization: Bearer TOKEN'")
        }
        return nil
    }

    /// `name[:port]` where name is localhost or the bound address (any IP literal on a wildcard
    /// bind) and port is the bound one.
    func acceptsHost(_ value: String) -> Bool {
        var name = Substring(value)
        var portText: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return false }
                portText = rest.dropFirst()
            }
            name = name[name.index(after: name.startIndex)..<close]
        } else if let colon = name.lastIndex(of: ":") {
            portText = name[name.index(after: colon)...]
            name = name[..<colon]
        }
        // No port means 80 (the default for http).
        if UInt16(portText ?? "80") != port { return false }
        let lowered = name.lowercased()
        if lowered == "localhost" { return true }
        guard let canonical = IPLiteral.canonical(lowered) else { return false }
        if address.isWildcard { return true }
        return canonical == IPLiteral.canonical(address.host)
    }
}
