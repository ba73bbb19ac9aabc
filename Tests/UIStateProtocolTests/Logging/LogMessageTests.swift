import Testing
@testable import UIStateProtocol

@Suite struct LogMessageTests {
    @Test func aShortValueIsKeptWhole() {
        let method = "store/dispatch"
        let message: LogMessage = "unknown method '\(method)' (id \(RequestID.integer(7)))"
        #expect(message.description == "unknown method 'store/dispatch' (id 7)")
    }

    @Test func aLongValueIsCutToTheValueLimitWithItsFullLengthStated() {
        let id = RequestID.string(String(repeating: "x", count: 1_000_000))
        let message: LogMessage = "invalid request (id \(id)): bad"
        let text = message.description
        #expect(text.hasPrefix("invalid request (id \"" + String(repeating: "x", count: LogMessage.valueLimit) + "… (1000000 bytes)\""))
        #expect(text.hasSuffix("): bad"))
        #expect(message.utf8.count < LogMessage.valueLimit + 64)
    }

    @Test func aCutNeverSplitsAUTF8Sequence() {
        // Three bytes a syllable: the limit falls inside one for two offsets out of three.
        for offset in 0..<3 {
            let text = String(repeating: "a", count: offset) + String(repeating: "가", count: LogMessage.valueLimit)
            let message: LogMessage = "\(text)"
            let kept = message.description.prefix { $0 != "…" }
            #expect(!kept.contains("\u{FFFD}"))
            #expect(kept.utf8.count <= LogMessage.valueLimit)
            #expect(kept.utf8.count > LogMessage.valueLimit - 3)
        }
    }

    @Test func manyValuesStopAtTheLineLimit() {
        let value = String(repeating: "y", count: LogMessage.valueLimit)
        let many: LogMessage = "\(value) \(value) \(value) \(value) \(value) \(value) \(value) \(value) end"
        #expect(many.utf8.count <= LogMessage.lineLimit)
        #expect(many.description.hasSuffix("…"))
        #expect(!many.description.contains("end"))
    }

    @Test func lineBreaksInsideAValueBecomeSpaces() {
        let text = "two\nlines\r\n"
        let message: LogMessage = "got \(text)"
        #expect(message.description == "got two lines  ")
    }

    @Test func anyOtherValueIsCutThroughItsDescription() {
        struct Loud: CustomStringConvertible { var description: String { String(repeating: "z", count: 100_000) } }
        let message: LogMessage = "failed: \(Loud())"
        #expect(message.description.hasSuffix("… (100000 bytes)"))
        #expect(message.utf8.count < LogMessage.valueLimit + 64)
    }

    @Test func aLineFromElsewhereKeepsItsHeadAndStatesItsLength() {
        let head = Array(repeating: UInt8(ascii: "p"), count: LogMessage.lineLimit)
        let message = LogMessage(line: head, length: 5_000_000)
        #expect(message.utf8.count <= LogMessage.lineLimit)
        #expect(message.description.hasSuffix("… (5000000 bytes)"))
    }
}
