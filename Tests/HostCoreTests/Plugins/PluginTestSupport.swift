import Foundation
#if canImport(Glibc)
import Glibc
#endif
import JSON
import RPCTestSupport
import Testing

/// A `uistate serve` with plugins, on real pipes; ids handled for the tests.
final class PluginHostClient: @unchecked Sendable {
    // @unchecked: each test owns its client and calls it from one task at a time.
    let server: ServerProcess
    private var nextID: Int64 = 0

    init(plugins: [String], arguments: [String] = []) async throws {
        server = try ServerProcess(framing: .newline, arguments: ["serve"] + plugins.flatMap { ["--plugin", $0] } + arguments)
        try await server.initialize()
    }

    /// The responses to `ids`, in any order, keeping notifications met on the way.
    func responses(to ids: [Int64], notifications: inout [JSONValue]) async throws -> [Int64: JSONValue] {
        var answers: [Int64: JSONValue] = [:]
        while answers.count < ids.count {
            let message = try await server.readMessage()
            if let id = message["id"]?.integerValue, message["method"] == nil { answers[id] = message } else { notifications.append(message) }
        }
        return answers
    }

    /// Ends the session with `shutdown` and `exit` and returns everything the host wrote until
    /// it closed its output: a duplicate answer to any earlier request would be among them.
    func finish() async throws -> [JSONValue] {
        let id = send("shutdown", [:])
        server.notify("exit")
        let rest = try await server.readUntilClosed()
        #expect(try await server.waitForExit() == 0)
        return rest.filter { $0["id"] != .integer(id) }
    }

    @discardableResult
    func send(_ method: String, _ params: JSONValue) -> Int64 {
        nextID += 1
        server.request(.integer(nextID), method, params)
        return nextID
    }

    /// The response to `id`, keeping notifications met on the way.
    func response(to id: Int64, notifications: inout [JSONValue]) async throws -> JSONValue {
        while true {
            let message = try await server.readMessage()
            if message["id"] == .integer(id) { return message }
            notifications.append(message)
        }
    }

    func call(_ method: String, _ params: JSONValue) async throws -> JSONValue {
        var ignored: [JSONValue] = []
        return try await response(to: send(method, params), notifications: &ignored)
    }

    func result(_ method: String, _ params: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONValue {
        let response = try await call(method, params)
        return try #require(response["result"], "\(method) failed: \(response)", sourceLocation: sourceLocation)
    }

    func error(_ method: String, _ params: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) async throws -> JSONValue {
        let response = try await call(method, params)
        return try #require(response["error"], "\(method) succeeded: \(response)", sourceLocation: sourceLocation)
    }

    /// Waits until the server's stderr contains `text`.
    func waitForStandardError(containing text: String) async throws -> String {
        for _ in 0..<400 {
            let log = server.standardError
            if log.contains(text) { return log }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("stderr never contained \(text): \(server.standardError)")
        return server.standardError
    }
}

/// The example plugin built beside `uistate`, and wrappers around it in a temporary directory.
enum ExamplePluginFiles {
    static func path() throws -> String {
        try executable("ExamplePlugin")
    }

    /// An executable target of this package, built next to `uistate`.
    static func executable(_ name: String) throws -> String {
        let uistate = try UIStateBinary.path()
        let directory = uistate.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let path = directory + "/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw PluginTestError("\(name) not built next to \(uistate); run 'swift build' first")
        }
        return path
    }

    /// A wrapper `name` in `directory` that runs `AdversarialPlugin --mode mode`.
    static func adversary(_ name: String, mode: String, in directory: String, arguments: [String] = []) throws -> String {
        let path = directory + "/" + name
        let quoted = (["--mode", mode] + arguments).map { "'\($0)'" }.joined(separator: " ")
        try writeExecutable("#!/bin/sh\nexec '\(try executable("AdversarialPlugin"))' \(quoted)\n", to: path)
        return path
    }

    /// A fresh directory for wrapper scripts.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "uistate-plugins-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An executable shell script `name` in `directory` that runs the example plugin with `arguments`.
    static func wrapper(_ name: String, in directory: String, arguments: [String]) throws -> String {
        let path = directory + "/" + name
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        try writeExecutable("#!/bin/sh\nexec '\(try self.path())' \(quoted) \"$@\"\n", to: path)
        return path
    }

    /// Writes an executable through a close-on-exec descriptor. Other tests spawn processes all
    /// the time; a child spawned while a plain descriptor to the file is open inherits it, keeps
    /// it for its whole life, and starting the file then fails with ETXTBSY ("text file busy").
    static func writeExecutable(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw PluginTestError("cannot create \(path): errno \(errno)") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw PluginTestError("cannot write \(path): errno \(errno)") }
    }
}

struct PluginTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
