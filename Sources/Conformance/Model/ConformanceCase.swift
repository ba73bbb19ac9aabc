/// One exchange of the conformance suite: what a client sends and what must come back.
///
/// Cases are read from JSON case files (`protocol/conformance/README.md` documents the format).
/// A case whose `framing` is `both` runs once per framing, each run in a fresh server process.
package struct ConformanceCase: Sendable {
    /// `<file stem>/<case name>`, unique across the suite.
    package var id: String
    package var description: String
    /// The framings this case runs in.
    package var framings: [WireFraming]
    /// Which side is under test; the runner plays the other side.
    package var subject: Subject
    /// When true the runner performs the standard handshake before the steps.
    package var initialize: Bool
    /// Extra arguments appended to the server command (implementation-specific; see the README).
    package var arguments: [String]
    package var steps: [Step]

    /// The side of the conversation a case tests.
    package enum Subject: String, Sendable {
        /// A server implementation: `send` steps are exact, `receive` steps are patterns.
        case server
        /// A client implementation: the harness plays the server (not run by `uistate conformance`).
        case client
    }
}
