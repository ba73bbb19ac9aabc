#if canImport(Glibc)
internal import Glibc
#endif

/// Where the HTTP server listens: an IP literal (or `localhost`) and a port (0 picks a free one).
package struct BindAddress: Sendable, Equatable, CustomStringConvertible {
    /// An IP literal without brackets: `127.0.0.1`, `::1`, `0.0.0.0`.
    package var host: String
    package var port: UInt16

    package init(host: String = "127.0.0.1", port: UInt16 = 0) {
        self.host = host
        self.port = port
    }

    /// Reads `HOST:PORT`, `[IPV6]:PORT` or `PORT` (on 127.0.0.1). `localhost` means 127.0.0.1;
    /// other names are refused, so the address the server checks `Host` against is a literal.
    package init(parsing text: String) throws(BindAddressError) {
        var hostPart = "127.0.0.1"
        var portPart = Substring(text)
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw BindAddressError("'\(text)' opens '[' without closing it") }
            hostPart = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { throw BindAddressError("'\(text)' needs ':PORT' after the address") }
            portPart = rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            guard text.firstIndex(of: ":") == colon else {
                throw BindAddressError("'\(text)': write an IPv6 address in brackets, as [::1]:8080")
            }
            hostPart = String(text[..<colon])
            portPart = text[text.index(after: colon)...]
        }
        guard let port = UInt16(portPart) else {
            throw BindAddressError("'\(portPart)' is not a port (0 to 65535; 0 picks a free one)")
        }
        if hostPart == "localhost" { hostPart = "127.0.0.1" }
        guard IPLiteral.family(of: hostPart) != nil else {
            throw BindAddressError("'\(hostPart)' is not an IP address (use an address such as 127.0.0.1 or [::1], or localhost)")
        }
        self.host = hostPart
        self.port = port
    }

    package var isIPv6: Bool { IPLiteral.family(of: host) == AF_INET6 }

    /// 127.0.0.0/8 or ::1.
    package var isLoopback: Bool { IPLiteral.isLoopback(host) }

    /// 0.0.0.0 or ::: every interface.
    package var isWildcard: Bool { host == "0.0.0.0" || host == "::" }

    /// The address as written in a URL's authority: `127.0.0.1:8080`, `[::1]:8080`.
    package func authority(port: UInt16) -> String {
        isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    package var description: String { authority(port: port) }
}

/// A bind address that cannot be used.
package struct BindAddressError: Error, Sendable, CustomStringConvertible {
    package let message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}
