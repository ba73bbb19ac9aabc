import HostCore
import Testing

/// What the host passes on unparsed (`EncodedAnswer`): the exact answer shape a uistate server
/// writes, with a result it can vouch for; anything else is parsed in full.
@Suite("A plugin's answer, scanned")
struct EncodedAnswerTests {
    private func scan(_ text: String) -> EncodedAnswer? {
        Array(text.utf8).withUnsafeBytes { EncodedAnswer(scanning: $0) }
    }

    /// The result's text, when the answer is passed on.
    private func result(_ text: String) -> String? {
        scan(text).map { answer in String(decoding: Array(text.utf8)[answer.result], as: UTF8.self) }
    }

    @Test(arguments: [
        #"{"version":3,"changed":true,"received":[],"events":[],"effects":[{"id":1,"parent":null,"cancelIds":["fact"]}]}"#,
        #"null"#, #"[]"#, #"{}"#, #""text""#, #"-12.5e+10"#, #"0"#, #"false"#,
        #"{"value":{"storeId":"nested, so not rewritten","stores":[]},"version":1}"#,
        #"{"s":"quote \" backslash \\ slash \/ controls \b\f\n\r\t unicode \u00e9 \u2028"}"#,
        #"{"a":{"k":1},"b":{"k":2},"":0}"#,
        #"{ "spaced" : [ 1 , 2 ] }"#,
        // More keys open at once than the scanner keeps in itself: the rest are checked as well.
        EncodedAnswerTests.object(keys: (1...40).map { "k\($0)" }),
        EncodedAnswerTests.object(keys: (1...15).map { "k\($0)" }, last: EncodedAnswerTests.object(keys: (1...20).map { "k\($0)" })),
        EncodedAnswerTests.object(keys: (1...15).map { "k\($0)" }, last: EncodedAnswerTests.object(keys: (1...20).map { "n\($0)" }), after: ["n1", "n20"]),
    ])
    func aResultItCanVouchForIsPassedOnAsItCame(result text: String) {
        #expect(result(#"{"jsonrpc":"2.0","id":17,"result":"# + text + "}") == text.trimmingSpaces)
        #expect(scan(#"{"jsonrpc":"2.0","id":17,"result":"# + text + "}")?.id == 17)
    }

    @Test(arguments: [
        // Members the host prefixes, at the result's top.
        #"{"storeId":"tally-1"}"#, #"{"version":1,"subscription":"sub-1"}"#, #"{"stores":[]}"#,
        // Not valid JSON, or not surely so by this reading: the parser decides.
        #"{"a":1,"a":2}"#, #"{"x":{"a":1,"b":{},"a":2}}"#, #"{"a":1,"\u0061":2}"#, #"{"":1,"":2}"#,
        #"tru"#, #"{"a":1,}"#, #"[1,]"#, #"01"#, #"1."#, #".5"#, #"1e"#, #"--1"#, #"+1"#, #"{"a" 1}"#,
        #""caf\#u{e9}""#, "\"tab\tinside\"", #""\u0000""#, #""\ud83d\ude00""#, #""\x""#, #""\u12""#,
        #"1234567890123456789"#, #"1e400"#, String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
        #"{"unterminated":"#, #""open"#,
        // A key given twice on either side of what the scanner keeps in itself.
        EncodedAnswerTests.object(keys: (1...20).map { "k\($0)" } + ["k3"]),
        EncodedAnswerTests.object(keys: (1...20).map { "k\($0)" } + ["k18"]),
        EncodedAnswerTests.object(keys: (1...15).map { "k\($0)" }, last: EncodedAnswerTests.object(keys: ["a", "b", "a"])),
        EncodedAnswerTests.object(keys: (1...10).map { "k\($0)" }, last: EncodedAnswerTests.object(keys: (1...12).map { "n\($0)" } + ["n3"])),
        EncodedAnswerTests.object(keys: (1...15).map { "k\($0)" }, last: EncodedAnswerTests.object(keys: (1...20).map { "n\($0)" }), after: ["k2"]),
    ])
    func anythingElseInTheResultIsLeftToTheParser(result text: String) {
        #expect(scan(#"{"jsonrpc":"2.0","id":17,"result":"# + text + "}") == nil)
    }

    @Test(arguments: [
        #"{"jsonrpc":"2.0","id":17,"error":{"code":-33001,"message":"no store"}}"#,
        #"{"id":17,"jsonrpc":"2.0","result":null}"#,
        #"{"jsonrpc":"2.0","id":"17","result":null}"#,
        #"{"jsonrpc":"2.0","id":-1,"result":null}"#,
        #"{"jsonrpc":"2.0","id":017,"result":null}"#,
        #"{"jsonrpc":"2.0","id":1234567890123456789,"result":null}"#,
        #"{"jsonrpc":"2.0","id":17,"result":null,"extra":1}"#,
        #"{"jsonrpc":"2.0","id":17,"result":null}x"#,
        #"{"jsonrpc":"2.0","id":17,"result":null"#,
        #"{"jsonrpc":"2.0","method":"store/didChange","params":{}}"#,
        #"{"jsonrpc":"2.0","id":17,"result":1 2}"#,
    ])
    func anAnswerOfAnotherShapeIsLeftToTheParser(answer text: String) {
        #expect(scan(text) == nil)
    }

    /// `{"k1":0,…}` with `keys` in order, each worth its position; `last`, when given, as the
    /// value of one more key, `"last"`, followed by the keys `after`.
    private static func object(keys: [String], last: String? = nil, after: [String] = []) -> String {
        var members = keys.enumerated().map { #""\#($0.element)":\#($0.offset)"# }
        if let last { members.append(#""last":"# + last) }
        members += after.map { #""\#($0)":0"# }
        return "{" + members.joined(separator: ",") + "}"
    }

    @Test func whitespaceAroundTheResultIsNotPassedOn() {
        #expect(result(#"{"jsonrpc":"2.0","id":0,"result": [1] }"#) == "[1]")
        #expect(result("{\"jsonrpc\":\"2.0\",\"id\":999999999999999999,\"result\":{}}\n") == "{}")
        #expect(scan("{\"jsonrpc\":\"2.0\",\"id\":999999999999999999,\"result\":{}}")?.id == 999_999_999_999_999_999)
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}

/// A plugin's answer read by its last vouched answer's layout (`EncodedAnswer.Shape`): what it
/// reads is what the full scan reads; an answer of another layout is scanned in full, and the
/// layout learnt from it.
@Suite("A plugin's answer, read by the last one's shape")
struct EncodedAnswerShapeTests {
    private static let pattern = #"{"jsonrpc":"2.0","id":11,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":2,"note":"a"}}"#

    private func read(_ text: String, _ shape: inout EncodedAnswer.Shape?) -> EncodedAnswer? {
        Array(text.utf8).withUnsafeBytes { EncodedAnswer.Shape.answer($0, shape: &shape) }
    }

    private func readByShape(_ text: String, _ shape: EncodedAnswer.Shape?) -> EncodedAnswer? {
        Array(text.utf8).withUnsafeBytes { shape?.answer($0) }
    }

    private func scan(_ text: String) -> EncodedAnswer? {
        Array(text.utf8).withUnsafeBytes { EncodedAnswer(scanning: $0) }
    }

    @Test func theNextAnswerOfTheSameLayoutIsReadAsInFull() throws {
        var shape: EncodedAnswer.Shape?
        #expect(read(Self.pattern, &shape) == scan(Self.pattern))
        for text in [
            #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a"}}"#,
            #"{"jsonrpc":"2.0","id":123456789,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":-1,"note":"\"b\" \u00e9"}}"#,
        ] {
            let answer = readByShape(text, shape)
            #expect(answer != nil, "\(text)")
            #expect(answer == scan(text))
        }
    }

    @Test(arguments: [
        // A member the host prefixes, a key twice, garbage, another layout.
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a","storeId":"s"}}"#,
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a","note":"b"}}"#,
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a"}"#,
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a"}}}"#,
        #"{"jsonrpc":"2.0","id":-12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"a"}}"#,
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3.5,"note":"a"}}"#,
        #"{"jsonrpc":"2.0","id":12,"result":{"changed":true,"effects":[],"events":[],"received":[],"version":3,"note":"\u0000"}}"#,
        #"{"jsonrpc":"2.0","id":12,"error":{"code":-32603,"message":"m"}}"#,
    ])
    func anAnswerOfAnotherLayoutIsScannedInFull(_ text: String) throws {
        var shape: EncodedAnswer.Shape?
        _ = read(Self.pattern, &shape)
        #expect(readByShape(text, shape) == nil)
        #expect(read(text, &shape) == scan(text), "the full scan's verdict")
    }

    @Test func theLayoutIsLearntFromTheLastAnswerScanned() {
        var shape: EncodedAnswer.Shape?
        _ = read(Self.pattern, &shape)
        let other = #"{"jsonrpc":"2.0","id":5,"result":[1,2]}"#
        #expect(readByShape(other, shape) == nil)
        #expect(read(other, &shape)?.id == 5)
        #expect(readByShape(#"{"jsonrpc":"2.0","id":6,"result":[1,2]}"#, shape)?.id == 6)
        #expect(readByShape(Self.pattern, shape) == nil)
        // One it does not vouch for leaves the layout as it was.
        #expect(read(#"{"jsonrpc":"2.0","id":7,"result":{"a":1,"a":2}}"#, &shape) == nil)
        #expect(readByShape(#"{"jsonrpc":"2.0","id":8,"result":[1,2]}"#, shape)?.id == 8)
    }
}
