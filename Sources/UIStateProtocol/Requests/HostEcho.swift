internal import JSON

/// `host/echo`: answers with its params, unchanged. A diagnostic for client authors and the
/// benchmark's workload.
///
/// With an integer `delayMs` member (0…60000) the answer comes after that many milliseconds of a
/// cancellable sleep, so that clients and tests can exercise `$/cancelRequest`.
package enum HostEcho: MessageType {
    package static let method = "host/echo"
    package static let maximumDelayMs: Int64 = 60_000

    package static func register(in registry: inout MethodRegistry) {
        registry.register(method) { params, _ in reply(to: params) }
    }

    static func reply(to params: JSONValue?) -> HandlerReply {
        let echoed = params ?? .null
        guard let delay = params?["delayMs"] else { return .result(echoed) }
        guard let milliseconds = delay.integerValue, (0...maximumDelayMs).contains(milliseconds) else {
            return .failure(.invalidParams("delayMs must be an integer from 0 to \(maximumDelayMs)", path: "/delayMs",
                                           expected: ["integer"]))
        }
        return .deferred {
            try await Task.sleep(for: .milliseconds(milliseconds))
            return echoed
        }
    }
}
