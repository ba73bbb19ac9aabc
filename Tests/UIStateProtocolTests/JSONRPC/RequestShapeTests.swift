import JSON
@testable import UIStateProtocol
import Testing

/// A request read by the last passed-through request's layout (`RequestShape`): what it reads is
/// what `RequestBytes` reads from the same frame, and a frame of another layout is left to it.
@Suite("A request read by the last one's shape")
struct RequestShapeTests {
    private static let storeId = Array("storeId".utf8)
    private static let pattern = #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}}"#

    private struct Read: Equatable {
        var id: RequestID
        var method: String
        var params: String
        var route: String
    }

    private static func read(_ request: RequestBytes) -> Read {
        Read(id: request.id, method: request.method, params: String(decoding: request.body[request.params], as: UTF8.self),
             route: request.routeText)
    }

    private static func shape(_ text: String = pattern) -> RequestShape? {
        Array(text.utf8).withUnsafeBytes { body in
            var slots: [(range: Range<Int>, kind: JSONShape.Kind)]? = []
            guard let head = RequestBytes.head(of: body, maxDepth: 64),
                  let request = RequestBytes(head, routedBy: storeId, slots: &slots), let slots else { return nil }
            return RequestShape(request, slots: slots, passThrough: MethodRegistry.PassThrough(routingKey: "storeId") { _, _ in .declined })
        }
    }

    /// Through the shape, or nil when the frame does not have it.
    private func readByShape(_ text: String, _ shape: RequestShape) -> Read? {
        Array(text.utf8).withUnsafeBytes { body in
            shape.parts(of: body).map { parts in
                Self.read(RequestBytes(body: body, id: parts.id, method: shape.method, methodRange: parts.methodRange,
                                       params: parts.params, route: parts.route))
            }
        }
    }

    private func readInFull(_ text: String) -> Read? {
        Array(text.utf8).withUnsafeBytes { body in
            guard let head = RequestBytes.head(of: body, maxDepth: 64), let request = RequestBytes(head, routedBy: Self.storeId) else { return nil }
            return Self.read(request)
        }
    }

    @Test func aRequestWithAnotherIdStoreOrActionIsReadAsInFull() throws {
        let shape = try #require(Self.shape())
        for text in [
            Self.pattern,
            #"{"jsonrpc":"2.0","id":123456,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}}"#,
            #"{"jsonrpc":"2.0","id":-5,"method":"store/dispatch","params":{"storeId":"Other/x","action":"decrementButtonTapped","n":-40}}"#,
            #"{"jsonrpc":"2.0","id":7,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"say \"hi\" \u00e9","n":3}}"#,
        ] {
            let read = readByShape(text, shape)
            #expect(read != nil, "\(text)")
            #expect(read == readInFull(text))
        }
        let stringID = try #require(Self.shape(#"{"jsonrpc":"2.0","id":"a-1","method":"m","params":{"storeId":"s"}}"#))
        #expect(readByShape(#"{"jsonrpc":"2.0","id":"request 2","method":"m","params":{"storeId":"P/t"}}"#, stringID)
            == Read(id: "request 2", method: "m", params: #"{"storeId":"P/t"}"#, route: "P/t"))
    }

    @Test(arguments: [
        // What `RequestBytes` leaves to the parse, and other layouts.
        #"{"jsonrpc":"2.0","id":"10","method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tal\u006cy-1","action":"incrementButtonTapped","n":3}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatcH","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3.5}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3,"n":4}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}},"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}"#,
        #"{"jsonrpc":"2.0","id":1.0,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped","n":3}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"inc\#u{e9}","n":3}}"#,
    ])
    func aFrameOfAnotherLayoutIsLeftToTheFullRead(_ text: String) throws {
        #expect(readByShape(text, try #require(Self.shape())) == nil)
    }

    /// Frames made from the pattern by random edits: each one read through the shape is read the
    /// same in full.
    @Test func whatTheShapeReadsTheFullReadReadsTheSame() throws {
        let shape = try #require(Self.shape())
        var state: UInt64 = 0xF00D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(truncatingIfNeeded: state >> 33) % bound
        }
        let pieces = Array(#"0123456789-"\{}[],: .eau/"#.utf8) + [0x00, 0x7F]
        var matched = 0
        for _ in 0..<20_000 {
            var bytes = Array(Self.pattern.utf8)
            for _ in 0...next(3) {
                let at = next(bytes.count + 1)
                switch next(3) {
                case 0: bytes.insert(pieces[next(pieces.count)], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                default: if at < bytes.count { bytes[at] = pieces[next(pieces.count)] }
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let read = readByShape(text, shape) else { continue }
            matched += 1
            #expect(read == readInFull(text), "\(text)")
        }
        #expect(matched > 500)
    }
}
