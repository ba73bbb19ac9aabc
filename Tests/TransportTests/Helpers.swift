import JSON
import RPCTestSupport
import Testing

/// Both framings, for `@Test(arguments:)`.
let framings = ClientFraming.allCases

/// Starts a server, initializes it unless told not to, and runs `body`.
func withServer<R>(_ framing: ClientFraming, arguments: [String] = ["serve"], initialize: Bool = true,
                   _ body: (ServerProcess) async throws -> R) async throws -> R {
    let server = try ServerProcess(framing: framing, arguments: arguments)
    if initialize { try await server.initialize() }
    return try await body(server)
}

/// The error code of a response, or nil when it is not an error.
func errorCode(_ response: JSONValue) -> Int64? {
    response["error"]?["code"]?.integerValue
}

let korean = "가나다라마바사아자차카 한국어 텍스트"
/// A family emoji joined with ZWJ (U+200D) plus a flag and a skin tone: multi-scalar graphemes.
let zwjEmoji = "👩‍👩‍👧‍👦 🏳️‍🌈 👍🏽"
