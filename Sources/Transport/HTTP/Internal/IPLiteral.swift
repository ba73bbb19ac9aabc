#if canImport(Glibc)
internal import Glibc
#endif

/// IP literals, read with `inet_pton` so that only what the system would bind is accepted.
enum IPLiteral {
    /// AF_INET, AF_INET6, or nil when `text` is not an address literal.
    static func family(of text: String) -> Int32? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return AF_INET }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 { return AF_INET6 }
        return nil
    }

    static func isLoopback(_ text: String) -> Bool {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
        }
        return false
    }

    /// The canonical spelling (`::0:1` → `::1`), or nil.
    static func canonical(_ text: String) -> String? {
        var v4 = in_addr()
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        if inet_pton(AF_INET, text, &v4) == 1 {
            guard inet_ntop(AF_INET, &v4, &buffer, socklen_t(buffer.count)) != nil else { return nil }
            return string(fromNulTerminated: buffer)
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            guard inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) != nil else { return nil }
            return string(fromNulTerminated: buffer)
        }
        return nil
    }

    /// The text `inet_ntop` wrote, up to its terminating NUL.
    private static func string(fromNulTerminated buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
