#if canImport(Glibc)
internal import Glibc
#endif

/// A `sockaddr` for a bind address, valid for the duration of `body`.
enum SocketAddress {
    static func withSockaddr<T>(_ address: BindAddress, _ body: (UnsafePointer<sockaddr>) -> T) -> T {
        if address.isIPv6 {
            var storage = sockaddr_in6()
            storage.sin6_family = sa_family_t(AF_INET6)
            storage.sin6_port = address.port.bigEndian
            _ = inet_pton(AF_INET6, address.host, &storage.sin6_addr)
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
        }
        var storage = sockaddr_in()
        storage.sin_family = sa_family_t(AF_INET)
        storage.sin_port = address.port.bigEndian
        _ = inet_pton(AF_INET, address.host, &storage.sin_addr)
        return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
