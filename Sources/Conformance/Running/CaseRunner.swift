internal import JSON

/// Runs one case in one framing against a fresh server process.
struct CaseRunner {
    let testCase: ConformanceCase
    let framing: WireFraming
    let command: [String]
    /// Multiplies every deadline that waits for the server to act (replies, exit, reading its
    /// input), never `silence` or `sleep`: a slow machine then costs time, not false failures.
    var timeoutScale: Double = 1

    /// The handshake run before the steps of a case with `initialize` (README, "Handshake").
    static let handshake: [Step] = [
        .send(body: Array(#"{"jsonrpc":"2.0","id":"conformance-initialize","method":"initialize","params":{"clientInfo":{"name":"uistate-conformance"},"protocolVersion":"0.1.0"}}"#.utf8)),
        .receive(.object(["jsonrpc": .value("2.0"), "id": .value("conformance-initialize"),
                          "result": .type(.object, contains: nil)], allowsOtherMembers: false),
                 timeoutMs: CaseFileParser.defaultTimeoutMs),
        .send(body: Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)),
    ]

    func run() -> CaseResult {
        let started = Clock.now()
        var result = CaseResult(id: testCase.id, framing: framing, passed: true)
        let session: ServerSession
        do {
            session = try ServerSession(command: command + testCase.arguments)
        } catch {
            result.fail(error.description, step: nil)
            return result
        }
        var decoder = OutputDecoder(framing: framing)
        let labelled = (testCase.initialize ? Self.handshake.map { ("handshake", $0) } : [])
            + testCase.steps.enumerated().map { ("step \($0.offset + 1)", $0.element) }
        for (label, step) in labelled {
            do {
                try perform(step, session: session, decoder: &decoder)
            } catch {
                result.fail("\(label) (\(step.kind)): \(error.message)", step: label)
                result.standardErrorTail = session.standardErrorTail()
                break
            }
        }
        if result.passed {
            decoder.append(session.takePending()[...])
            if !decoder.buffer.isEmpty {
                result.fail("unexpected output after the last step: \(Self.preview(decoder.buffer))", step: "end")
            }
        }
        result.durationMs = Int((Clock.now() - started) * 1000)
        return result
    }

    // MARK: - Steps

    private func perform(_ step: Step, session: ServerSession, decoder: inout OutputDecoder) throws(CaseFailure) {
        switch step {
        case .send(let body):
            try write(framing.frame(body), to: session)
        case .sendRaw(let bytes):
            try write(bytes, to: session)
        case .receive(let pattern, let timeoutMs):
            let message = try nextMessage(session: session, decoder: &decoder, timeoutMs: scaled(timeoutMs))
            if let mismatch = pattern.mismatch(message) {
                throw CaseFailure("\(mismatch) in \(Pattern.describe(message))")
            }
        case .receiveUnordered(let patterns, let timeoutMs):
            var messages: [JSONValue] = []
            for _ in patterns { messages.append(try nextMessage(session: session, decoder: &decoder, timeoutMs: scaled(timeoutMs))) }
            if Pattern.assignment(of: patterns, to: messages) == nil {
                throw CaseFailure("expected \(patterns.map(\.summary).joined(separator: "; ")) in any order, got "
                                  + messages.map(Pattern.describe).joined(separator: "; "))
            }
        case .silence(let ms):
            let deadline = Clock.now() + Double(ms) / 1000
            while Clock.now() < deadline {
                session.waitForOutput(timeoutMs: Int((deadline - Clock.now()) * 1000) + 1)
                decoder.append(session.takePending()[...])
                if !decoder.buffer.isEmpty {
                    throw CaseFailure("expected no output for \(ms) ms, got \(Self.preview(decoder.buffer))")
                }
                if session.outputClosed { break }
            }
        case .sleep(let ms):
            let deadline = Clock.now() + Double(ms) / 1000
            while Clock.now() < deadline, session.waitForOutput(timeoutMs: Int((deadline - Clock.now()) * 1000) + 1) {}
            decoder.append(session.takePending()[...])
        case .closeInput:
            session.closeInput()
        case .exit(let code, let unscaledTimeoutMs):
            let timeoutMs = scaled(unscaledTimeoutMs)
            let deadline = Clock.now() + Double(timeoutMs) / 1000
            while Clock.now() < deadline, session.waitForOutput(timeoutMs: Int((deadline - Clock.now()) * 1000) + 1) {}
            decoder.append(session.takePending()[...])
            if !decoder.buffer.isEmpty { throw CaseFailure("expected no more output, got \(Self.preview(decoder.buffer))") }
            guard session.outputClosed else { throw CaseFailure("the server kept its output open for \(timeoutMs) ms") }
            guard let actual = session.waitForExit(timeoutMs: max(100, Int((deadline - Clock.now()) * 1000))) else {
                throw CaseFailure("the server closed its output but did not exit within \(timeoutMs) ms")
            }
            if actual != code { throw CaseFailure("expected exit code \(code), got \(actual)") }
        }
    }

    private func write(_ bytes: [UInt8], to session: ServerSession) throws(CaseFailure) {
        do {
            try session.write(bytes, timeoutMs: scaled(10_000))
        } catch {
            throw CaseFailure(error.description)
        }
    }

    private func nextMessage(session: ServerSession, decoder: inout OutputDecoder, timeoutMs: Int) throws(CaseFailure) -> JSONValue {
        let deadline = Clock.now() + Double(timeoutMs) / 1000
        while true {
            decoder.append(session.takePending()[...])
            let body: [UInt8]?
            do {
                body = try decoder.next()
            } catch {
                throw CaseFailure(error.description)
            }
            if let body {
                do {
                    return try JSONValue(parsing: body)
                } catch {
                    throw CaseFailure("the server sent a body that is not JSON (\(error)): \(Self.preview(body))")
                }
            }
            let remaining = deadline - Clock.now()
            guard remaining > 0 else {
                let partial = decoder.buffer.isEmpty ? "" : " (partial output: \(Self.preview(decoder.buffer)))"
                throw CaseFailure("expected a message within \(timeoutMs) ms, got none\(partial)")
            }
            if !session.waitForOutput(timeoutMs: Int(remaining * 1000) + 1), session.pending.isEmpty {
                let exit = session.waitForExit(timeoutMs: 200).map { ", exit code \($0)" } ?? ""
                let partial = decoder.buffer.isEmpty ? "" : "; left unframed: \(Self.preview(decoder.buffer))"
                throw CaseFailure("expected a message, but the server closed its output\(exit)\(partial)")
            }
        }
    }

    private func scaled(_ milliseconds: Int) -> Int {
        Int(Double(milliseconds) * timeoutScale)
    }

    static func preview(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(160), as: UTF8.self)
        return text.debugDescription + (bytes.count > 160 ? "… (\(bytes.count) bytes)" : "")
    }
}

/// Why a step failed.
struct CaseFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
