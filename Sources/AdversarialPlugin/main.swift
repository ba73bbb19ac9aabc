#if canImport(Glibc)
import Glibc
#endif
import JSON

// A uistate plugin that starts like a good one (it answers `initialize` and lists the feature
// `adversary`), then misbehaves on every other request as `--mode` says. The host must answer
// each forwarded request exactly once and keep serving everything else.
//
//   AdversarialPlugin --mode silent|stop|garbage|wrong-id|bad-framing|duplicate-key|slow [--delay-ms N]
//
//   silent       reads on and never answers
//   stop         stops itself with SIGSTOP (a plugin frozen in a debugger, or swapped out)
//   garbage      answers with a frame whose body is not JSON
//   wrong-id     answers with an id the host never used
//   bad-framing  answers with a header whose Content-Length is not a number
//   duplicate-key  answers with a result that is JSON but for a key given twice in a nested
//                object (the host passes results on unparsed only when it can vouch for them)
//   slow         answers `{"slow": <params>}` after --delay-ms (default 1000)
//
// Every `$/cancelRequest` it receives is written to stderr as `cancelled <id>`, so tests can
// check the host passes cancellation on.

/// Writes a line to stderr (fd 2; the C `stderr` global is not concurrency-safe to name).
func log(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

enum Mode: String {
    case silent, stop, garbage, wrongID = "wrong-id", badFraming = "bad-framing", duplicateKey = "duplicate-key", slow
}

var mode = Mode.silent
var delayMilliseconds = 1000
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--mode":
        guard let value = arguments.next(), let chosen = Mode(rawValue: value) else {
            log("AdversarialPlugin: --mode silent|stop|garbage|wrong-id|bad-framing|duplicate-key|slow\n")
            exit(2)
        }
        mode = chosen
    case "--delay-ms":
        guard let value = arguments.next(), let milliseconds = Int(value), milliseconds >= 0 else {
            log("AdversarialPlugin: --delay-ms needs a whole number\n")
            exit(2)
        }
        delayMilliseconds = milliseconds
    default:
        log("AdversarialPlugin: unknown argument \(argument)\n")
        exit(2)
    }
}
signal(SIGPIPE, SIG_IGN)

func writeAll(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { exit(0) }
        offset += written
    }
}

func send(_ body: [UInt8]) {
    writeAll(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
}

func answer(_ id: JSONValue, result: JSONValue) {
    send(JSONValue.object(["jsonrpc": "2.0", "id": id, "result": result]).serialized())
}

@MainActor func handle(_ message: JSONValue) {
    guard let method = message["method"]?.stringValue else { return }
    guard let id = message["id"] else {
        if method == "$/cancelRequest", let cancelled = message["params"]?["id"] {
            log("cancelled \(cancelled.serializedString())\n")
        }
        return
    }
    switch method {
    case "initialize":
        answer(id, result: ["protocolVersion": "0.1.0", "serverInfo": ["name": "AdversarialPlugin", "version": "0"], "capabilities": [:]])
        return
    case "plugin/list":
        answer(id, result: ["features": [["name": "adversary", "version": "0.0.0"]]])
        return
    default:
        break
    }
    switch mode {
    case .silent:
        break
    case .stop:
        raise(SIGSTOP)
    case .garbage:
        send(Array("{\"jsonrpc\":\"2.0\",\"id\":".utf8) + Array(id.serialized()) + Array(",\"result\":tru".utf8))
    case .wrongID:
        answer(.integer((id.integerValue ?? 0) + 1000), result: [:])
    case .badFraming:
        writeAll(Array("Content-Length: twelve\r\n\r\n{}".utf8))
    case .duplicateKey:
        send(Array("{\"jsonrpc\":\"2.0\",\"id\":".utf8) + Array(id.serialized()) + Array(",\"result\":{\"version\":1,\"step\":{\"a\":1,\"a\":2}}}".utf8))
    case .slow:
        var pause = timespec(tv_sec: delayMilliseconds / 1000, tv_nsec: (delayMilliseconds % 1000) * 1_000_000)
        var remaining = timespec()
        while nanosleep(&pause, &remaining) != 0, errno == EINTR { pause = remaining }
        answer(id, result: ["slow": message["params"] ?? .null])
    }
}

// Content-Length frames from stdin, one message at a time.
var buffer: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 65_536)
let separator = Array("\r\n\r\n".utf8)
while true {
    let count = read(0, &chunk, chunk.count)
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { exit(0) }
    buffer += chunk[..<count]
    while let end = buffer.indices.dropLast(3).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) {
        let header = String(decoding: buffer[..<end], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(String(line.split(separator: ":")[1].filter { $0 != " " && $0 != "\t" })) else { exit(3) }
        let start = end + 4
        guard buffer.count >= start + length else { break }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeFirst(start + length)
        if let message = try? JSONValue(parsing: body) { handle(message) }
    }
}
