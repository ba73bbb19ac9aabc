/// One step of a case, in order. `send…` steps flow client→server (`-->`), `receive…` steps
/// server→client (`<--`).
package enum Step: Sendable {
    /// A body framed in the case's framing (a JSON value serialized compactly, or text as is).
    case send(body: [UInt8])
    /// Bytes written exactly as given, without framing.
    case sendRaw([UInt8])
    /// The next message must match.
    case receive(Pattern, timeoutMs: Int)
    /// The next `patterns.count` messages must match these patterns, in any order.
    case receiveUnordered([Pattern], timeoutMs: Int)
    /// Nothing may arrive for this long.
    case silence(ms: Int)
    /// Waits without reading (lets the server act before the next step).
    case sleep(ms: Int)
    /// Closes the server's standard input: the server sees end of input.
    case closeInput
    /// The server must close its output with no further message and exit with `code`.
    case exit(code: Int32, timeoutMs: Int)
}

extension Step {
    /// A short label for failure messages: `step 3 (receive)`.
    var kind: String {
        switch self {
        case .send: return "send"
        case .sendRaw: return "sendRaw"
        case .receive: return "receive"
        case .receiveUnordered: return "receiveUnordered"
        case .silence: return "silence"
        case .sleep: return "sleep"
        case .closeInput: return "closeInput"
        case .exit: return "exit"
        }
    }
}
