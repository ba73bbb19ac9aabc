import Foundation
import JSON
import Testing
import Transport
import UIStateProtocol

/// PROTOCOL.md's table of error reasons says exactly what the host sends, and a conformance case
/// checks each reason on the wire.
@Suite struct ErrorReasonTableTests {
    /// Reason → the code column's text, from the rows of `### Error reasons`.
    static func documentedReasons() throws -> [String: String] {
        let text = try String(contentsOfFile: packageRoot + "/protocol/PROTOCOL.md", encoding: .utf8)
        var rows: [String: String] = [:]
        var inSection = false
        var pastHeader = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") { inSection = line == "### Error reasons" }
            if inSection, line.hasPrefix("|---") { pastHeader = true }
            guard inSection, pastHeader, line.hasPrefix("| `") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return rows
    }

    /// Reason → code of every reply the code can make for input it cannot take.
    static func reasonsInTheCode() -> [String: [ErrorCode]] {
        var reasons: [String: [ErrorCode]] = [:]
        let errors = everyFramingError().map(\.responseError)
            + everyParseReason().map { ResponseError(parseFailure: JSONParseError(reason: $0, message: "", line: 1, column: 1, offset: 0)) }
            + [ResponseError.idTooLong(bytes: RequestID.maxStringBytes + 1)]
        for error in errors {
            guard let reason = error.data?["reason"]?.stringValue else { continue }
            reasons[reason, default: []].append(error.code)
        }
        return reasons
    }

    @Test func theTableListsEveryReasonTheCodeSendsAndNoOther() throws {
        let documented = try Self.documentedReasons()
        let sent = Self.reasonsInTheCode()
        #expect(!documented.isEmpty, "no rows found under ### Error reasons in PROTOCOL.md")
        #expect(Set(sent.keys).subtracting(documented.keys).sorted() == [], "sent but not in PROTOCOL.md's table")
        #expect(Set(documented.keys).subtracting(sent.keys).sorted() == [], "in PROTOCOL.md's table but never sent")
        for (reason, codes) in sent {
            for code in codes {
                let written = String(code.rawValue).replacingOccurrences(of: "-", with: "\u{2212}")
                #expect(documented[reason]?.contains(written) == true, "\(reason) is sent with \(code.rawValue); the table says \(documented[reason] ?? "nothing")")
            }
        }
    }

    @Test func aConformanceCaseChecksEveryReasonInTheTable() throws {
        let directory = packageRoot + "/protocol/conformance/server"
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
        let cases = try files.map { try String(contentsOfFile: directory + "/" + $0, encoding: .utf8) }.joined()
        for reason in try Self.documentedReasons().keys.sorted() {
            let checked = cases.contains(#""reason": "\#(reason)""#)
            #expect(checked, "no conformance case expects data.reason \(reason)")
        }
    }
}

/// The package root, from this file's path (Tests/TransportTests/…).
private let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// One framing error of each kind. The switch stops compiling when a kind is added, and each
/// arm names the next, so the list cannot silently miss one.
private func everyFramingError() -> [FramingError] {
    var all: [FramingError] = []
    var next: FramingError? = .garbage
    while let error = next {
        all.append(error)
        switch error {
        case .garbage: next = .headerTooLong(limit: 8192)
        case .headerTooLong: next = .missingContentLength
        case .missingContentLength: next = .invalidContentLength("x")
        case .invalidContentLength: next = .conflictingContentLength(1, 2)
        case .conflictingContentLength: next = .unsupportedCharset("latin1")
        case .unsupportedCharset: next = .tooLarge(size: nil, limit: 1)
        case .tooLarge: next = .truncated(expected: nil, received: 0)
        case .truncated: next = nil
        }
    }
    return all
}

/// Every reason a JSON parse can fail with, built the same way.
private func everyParseReason() -> [JSONParseError.Reason] {
    var all: [JSONParseError.Reason] = []
    var next: JSONParseError.Reason? = .syntax
    while let reason = next {
        all.append(reason)
        switch reason {
        case .syntax: next = .invalidUTF8
        case .invalidUTF8: next = .trailingGarbage
        case .trailingGarbage: next = .duplicateKey
        case .duplicateKey: next = .integerOutOfRange
        case .integerOutOfRange: next = .numberOutOfRange
        case .numberOutOfRange: next = .tooDeep
        case .tooDeep: next = .tooLarge
        case .tooLarge: next = .emptyInput
        case .emptyInput: next = nil
        }
    }
    return all
}
