import JSON
@testable import UIStateProtocol
import Testing

/// A request read from its frame's bytes (`RequestBytes`): the shape clients write, with params
/// it can vouch for, read as the parse reads it; anything else is left to the parse.
@Suite("A request read from its bytes")
struct RequestBytesTests {
    private static let storeId = Array("storeId".utf8)

    private struct Read: Equatable {
        var id: RequestID
        var method: String
        var params: String
        var route: String
    }

    private func read(_ text: String, maxDepth: Int = 512) -> Read? {
        Array(text.utf8).withUnsafeBytes { body in
            guard let head = RequestBytes.head(of: body, maxDepth: maxDepth),
                  let request = RequestBytes(head, routedBy: Self.storeId) else { return nil }
            return Read(id: request.id, method: request.method,
                        params: String(decoding: body[request.params], as: UTF8.self), route: request.routeText)
        }
    }

    @Test func theShapeClientsWriteIsRead() {
        #expect(read(#"{"jsonrpc":"2.0","id":7,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped"}}"#)
            == Read(id: 7, method: "store/dispatch", params: #"{"storeId":"P/tally-1","action":"incrementButtonTapped"}"#, route: "P/tally-1"))
        #expect(read(" { \"jsonrpc\" : \"2.0\" ,\n\"id\" : -3 , \"method\" : \"store/state\" , \"params\" : { \"pointer\" : \"/count\" , \"storeId\" : \"P#2/x\" } }\r\n")
            == Read(id: -3, method: "store/state", params: #"{ "pointer" : "/count" , "storeId" : "P#2/x" }"#, route: "P#2/x"))
        #expect(read(#"{"jsonrpc":"2.0","id":"req \u00e9","method":"m","params":{"storeId":"a"}}"#) == nil, "an escaped id is the parse's")
        #expect(read(#"{"jsonrpc":"2.0","id":"req-1","method":"m","params":{"a":{"storeId":1,"t":"\"\u00e9"},"storeId":"s","n":[-1.5e+10,0,true,null]}}"#)
            == Read(id: "req-1", method: "m", params: #"{"a":{"storeId":1,"t":"\"\u00e9"},"storeId":"s","n":[-1.5e+10,0,true,null]}"#, route: "s"))
        #expect(read(#"{"jsonrpc":"2.0","id":9223372036854775807,"method":"m","params":{"storeId":"s"}}"#) == nil, "19 digits are the parse's")
        #expect(read(#"{"jsonrpc":"2.0","id":-999999999999999999,"method":"m","params":{"storeId":"s"}}"#)?.id == .integer(-999_999_999_999_999_999))
        let longest = String(repeating: "i", count: RequestID.maxStringBytes)
        #expect(read(#"{"jsonrpc":"2.0","id":"\#(longest)","method":"m","params":{"storeId":"s"}}"#)?.id == .string(longest))
    }

    @Test(arguments: [
        // Not one request of the shape read here.
        #"[{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s"}}]"#,
        #"{"id":1,"jsonrpc":"2.0","method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"params":{"storeId":"s"},"method":"m"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m"}"#,
        #"{"jsonrpc":"2.0","method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s"},"extra":1}"#,
        #"{"jsonrpc":"2.1","id":1,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":[{"storeId":"s"}]}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":null}"#,
        // Ids and methods the parse reads (or refuses) its own way.
        #"{"jsonrpc":"2.0","id":null,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1.5,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1e3,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":01,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":true,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":-"s","method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":-,"method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":"\#(String(repeating: "i", count: RequestID.maxStringBytes + 1))","method":"m","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"st\u006fre","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"","params":{"storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":7,"params":{"storeId":"s"}}"#,
        // A routing member that is absent, not a plain string, or given twice.
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"store":"s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"P\/s"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":1}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","storeId":"t"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"stor\u0065Id":"s"}}"#,
        // Params the scan cannot vouch for.
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","text":"café"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","text":"\u0000"}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","n":1e400}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","n":12345678901234567890}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","a":{"k":1,"k":2}}}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s",}}"#,
        // Not the whole frame, or more than it.
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s"}}x"#,
        #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s"}}{}"#,
    ])
    func anythingElseIsLeftToTheParse(frame text: String) {
        #expect(read(text) == nil)
    }

    @Test func nestingIsHeldToTheParseLimit() {
        let frame = #"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","a":{"b":[]}}}"#
        // The request is at depth 1, its params at 2, "a" at 3 and "b" at 4.
        #expect(read(frame, maxDepth: 4) != nil)
        #expect(read(frame, maxDepth: 3) == nil)
        expectReadAsTheParseReads(frame, maxDepth: 4)
        expectReadAsTheParseReads(frame, maxDepth: 3)
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(read(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{"storeId":"s","a":\#(deep)}}"#) == nil, "deeper than the scan reads")
    }

    @Test func passedOnItKeepsItsParamsBytesAndChangesTheIdAndRoute() throws {
        let frame = #"{"jsonrpc":"2.0","id":"c-1","method":"store/dispatch","params":{ "action" : {"text":"a\"b"}, "storeId" : "P/tally-1" }}"#
        let passed = try #require(Array(frame.utf8).withUnsafeBytes { body in
            RequestBytes.head(of: body, maxDepth: 512).flatMap { RequestBytes($0, routedBy: Self.storeId) }?.passedOn(id: 42, route: "tally-\"1")
        })
        #expect(String(decoding: passed, as: UTF8.self)
            == #"{"jsonrpc":"2.0","id":42,"method":"store/dispatch","params":{ "action" : {"text":"a\"b"}, "storeId" : "tally-\"1" }}"#)
    }

    /// A plugin's request written into a batch from the end of the client's route: the bytes
    /// `passedOn(id:route:)` makes for that end, after what the batch held, and as many as
    /// `passedOnCount` says (the frame's header is written from it before them).
    @Test(arguments: [Int64(0), 7, -3, 12_345_678_901])
    func writtenOnFromTheRoutesEndItIsWhatPassedOnMakesAndCountsIt(id: Int64) throws {
        let frames = [
            #"{"jsonrpc":"2.0","id":"c-1","method":"store/dispatch","params":{ "action" : {"text":"a\"b"}, "storeId" : "P/tally-1" }}"#,
            #"{"jsonrpc":"2.0","id":9,"method":"m","params":{"storeId":"ExamplePlugin/tally-12"}}"#,
        ]
        for frame in frames {
            try Array(frame.utf8).withUnsafeBytes { body in
                let request = try #require(RequestBytes.head(of: body, maxDepth: 512).flatMap { RequestBytes($0, routedBy: Self.storeId) })
                for start in request.route.lowerBound...request.route.upperBound {
                    var batch = Array("before".utf8)
                    request.writePassedOn(id: id, routeFrom: start, to: &batch)
                    let end = String(decoding: UnsafeRawBufferPointer(rebasing: body[start..<request.route.upperBound]), as: UTF8.self)
                    #expect(batch == Array("before".utf8) + request.passedOn(id: id, route: end), "\(frame) from \(start)")
                    #expect(batch.count - 6 == request.passedOnCount(id: id, routeFrom: start), "\(frame) from \(start)")
                }
            }
        }
    }

    /// Frames near the shape, made by editing it at random (a seeded generator, so a failure
    /// replays): whatever is read is what the parse reads, and its passed-on form parses to the
    /// same request with only the id and route changed.
    @Test func whatItReadsIsWhatTheParseReads() {
        let seeds = [
            #"{"jsonrpc":"2.0","id":7,"method":"store/dispatch","params":{"storeId":"P/tally-1","action":"incrementButtonTapped"}}"#,
            #"{"jsonrpc":"2.0","id":"r-9","method":"m","params":{"a":[1,-2.5e3,{"b":null}],"storeId":"P#2/x","t":"\"\\\/\b\u00e9"}}"#,
            #"{ "jsonrpc" : "2.0" , "id" : 0 , "method" : "m" , "params" : { "storeId" : "s" , "n" : [ true , false ] } }"#,
        ]
        let palette = Array(#"{}[]:,"\/ 0123456789-+.eEuatrfln"#.utf8) + [0x00, 0x09, 0x0A, 0x7F, 0xC3, 0xA9]
        var random = LinearCongruence(state: 40)
        var readCount = 0
        for _ in 0..<20_000 {
            var bytes = Array(seeds[random.below(seeds.count)].utf8)
            for _ in 0...random.below(3) {
                let at = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[at] = palette[random.below(palette.count)]
                case 1: bytes.insert(palette[random.below(palette.count)], at: at)
                default: bytes.remove(at: at)
                }
            }
            if expectReadAsTheParseReads(String(decoding: bytes, as: UTF8.self), bytes: bytes, maxDepth: 1 + random.below(5)) { readCount += 1 }
        }
        // Most edits break the shape; enough must keep it for the comparison to mean something.
        #expect(readCount > 1_000, "\(readCount) frames read")
    }

    /// Compares what is read with the parse; true when the frame was read.
    @discardableResult
    private func expectReadAsTheParseReads(_ text: String, bytes: [UInt8]? = nil, maxDepth: Int) -> Bool {
        (bytes ?? Array(text.utf8)).withUnsafeBytes { body in
            guard let head = RequestBytes.head(of: body, maxDepth: maxDepth),
                  let request = RequestBytes(head, routedBy: Self.storeId) else { return false }
            let options = JSONParseOptions(maxDepth: maxDepth)
            guard case .single(.valid(.request(let parsed))) = IncomingPayload.decode(body, options: options) else {
                Issue.record("read, but the parse does not give a request: \(text)")
                return true
            }
            #expect(parsed.id == request.id, "\(text)")
            #expect(parsed.method == request.method, "\(text)")
            #expect(parsed.params == (try? JSONValue(parsing: UnsafeRawBufferPointer(rebasing: body[request.params]))), "\(text)")
            #expect(parsed.params?["storeId"] == .string(request.routeText), "\(text)")
            var expected = parsed
            expected.id = 42
            if case .object(var params)? = parsed.params {
                params["storeId"] = "local"
                expected.params = .object(params)
            }
            #expect(IncomingPayload.decode(request.passedOn(id: 42, route: "local")) == .single(.valid(.request(expected))), "\(text)")
            return true
        }
    }
}

/// A small deterministic generator, so that a failing run replays.
private struct LinearCongruence {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
