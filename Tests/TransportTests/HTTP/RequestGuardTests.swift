@testable import Transport
import Testing

@Suite struct RequestGuardTests {
    let token = SessionToken(value: "secret-token")
    var loopback: RequestGuard { RequestGuard(token: token, address: BindAddress(host: "127.0.0.1", port: 0), port: 8123) }

    @Test func aRequestWithTheBoundHostAndTheTokenPasses() {
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123", authorization: "Bearer secret-token"), needsToken: true) == nil)
        #expect(loopback.refusal(for: .init(host: "localhost:8123", authorization: "bearer secret-token"), needsToken: true) == nil)
    }

    @Test func aMissingOrWrongTokenIs401() {
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123"), needsToken: true)?.status == 401)
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123", authorization: "Bearer secret-tokeX"), needsToken: true)?.status == 401)
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123", authorization: "Bearer secret-token-longer"), needsToken: true)?.status == 401)
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123", authorization: "Basic secret-token"), needsToken: true)?.status == 401)
    }

    @Test func staticFilesNeedNoToken() {
        #expect(loopback.refusal(for: .init(host: "127.0.0.1:8123"), needsToken: false) == nil)
    }

    @Test func aForeignHostIs403EvenWithTheToken() {
        for host in ["evil.example:8123", "127.0.0.1:9999", "127.0.0.2:8123", "localhost", "127.0.0.1", "[::1]:8123"] {
            #expect(loopback.refusal(for: .init(host: host, authorization: "Bearer secret-token"), needsToken: true)?.status == 403, "\(host)")
        }
        #expect(loopback.refusal(for: .init(host: nil, authorization: "Bearer secret-token"), needsToken: true)?.status == 403)
    }

    @Test func aCrossOriginRequestIs403() {
        let headers = RequestGuard.Headers(host: "127.0.0.1:8123", origin: "http://evil.example", authorization: "Bearer secret-token")
        #expect(loopback.refusal(for: headers, needsToken: true)?.status == 403)
        let sameOrigin = RequestGuard.Headers(host: "127.0.0.1:8123", origin: "http://127.0.0.1:8123", authorization: "Bearer secret-token")
        #expect(loopback.refusal(for: sameOrigin, needsToken: true) == nil)
        let otherLoopbackName = RequestGuard.Headers(host: "127.0.0.1:8123", origin: "http://localhost:8123", authorization: "Bearer secret-token")
        #expect(loopback.refusal(for: otherLoopbackName, needsToken: true)?.status == 403)
    }

    @Test func aWildcardBindAcceptsAnyAddressLiteralButNoName() {
        let wildcard = RequestGuard(token: token, address: BindAddress(host: "0.0.0.0", port: 0), port: 80)
        #expect(wildcard.refusal(for: .init(host: "192.168.1.4", authorization: "Bearer secret-token"), needsToken: true) == nil)
        #expect(wildcard.refusal(for: .init(host: "attacker.example", authorization: "Bearer secret-token"), needsToken: true)?.status == 403)
    }

    @Test func bindAddressesAreIPLiteralsWithAPort() throws {
        #expect(try BindAddress(parsing: "127.0.0.1:0") == BindAddress(host: "127.0.0.1", port: 0))
        #expect(try BindAddress(parsing: "localhost:80") == BindAddress(host: "127.0.0.1", port: 80))
        #expect(try BindAddress(parsing: "[::1]:8080").isLoopback)
        #expect(try BindAddress(parsing: "8080") == BindAddress(host: "127.0.0.1", port: 8080))
        #expect(try !BindAddress(parsing: "0.0.0.0:1").isLoopback)
        #expect(throws: BindAddressError.self) { try BindAddress(parsing: "example.com:80") }
        #expect(throws: BindAddressError.self) { try BindAddress(parsing: "127.0.0.1:70000") }
        #expect(throws: BindAddressError.self) { try BindAddress(parsing: "::1:80") }
    }

    @Test func theTokenIsNeverPrintedByDescription() {
        #expect("\(token)" == "SessionToken(…)")
        #expect(SessionToken.random().value.count == 64)
        #expect(SessionToken.random().value != SessionToken.random().value)
    }
}
