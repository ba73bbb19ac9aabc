/// The secret every `/rpc` and `/events` request must carry as `Authorization: Bearer TOKEN`.
///
/// 32 random bytes from the system generator (getrandom), written as 64 hex digits. Compared
/// in constant time so that response timing tells nothing about a guess.
package struct SessionToken: Sendable, CustomStringConvertible {
    package let value: String

    package init(value: String) { self.value = value }

    /// A fresh random token.
    package static func random() -> SessionToken {
        var generator = SystemRandomNumberGenerator()
        let digits = Array("0123456789abcdef")
        var text = ""
        for _ in 0..<32 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return SessionToken(value: text)
    }

    /// Whether an `Authorization` header carries this token.
    func accepts(authorization header: String?) -> Bool {
        guard let header else { return false }
        let prefix = "bearer "
        guard header.count > prefix.count, header.prefix(prefix.count).lowercased() == prefix else { return false }
        let offered = Array(header.dropFirst(prefix.count).utf8)
        let expected = Array(value.utf8)
        var difference = UInt8(offered.count == expected.count ? 0 : 1)
        for index in expected.indices {
            difference |= expected[index] ^ (index < offered.count ? offered[index] : 0)
        }
        return difference == 0
    }

    /// Never the token itself: logs must not carry it.
    package var description: String { "SessionToken(…)" }
}
