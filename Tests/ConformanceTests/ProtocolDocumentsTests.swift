import Foundation
import JSON
import UIStateProtocol
import RPCTestSupport
import Testing
@testable import Conformance
@testable import uistate

/// The three descriptions of the protocol — PROTOCOL.md, openrpc.json and the server's registry —
/// and the copies embedded in the binary must agree.
@Suite("Protocol documents")
struct ProtocolDocumentsTests {
    func openRPC() throws -> JSONValue { try JSONValue(parsing: try readFile("protocol/openrpc.json")) }

    @Test func embeddedOpenRPCDocumentMatchesTheFileByteForByte() throws {
        // Embedded by ProtocolCodegenPlugin on every build; a difference means the build is stale.
        #expect(UIStateOpenRPC.text == (try readFile("protocol/openrpc.json")))
        #expect(try UIStateOpenRPC.document.get() == (try openRPC()))
    }

    @Test func embeddedSuiteMatchesTheCaseFilesByteForByte() throws {
        let directory = packageRoot + "/protocol/conformance"
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(EmbeddedSuite.files.map(\.path) == onDisk, "run scripts/generate-protocol-embeds.py")
        for file in EmbeddedSuite.files {
            #expect(file.text == (try readFile("protocol/conformance/" + file.path)), "\(file.path): run scripts/generate-protocol-embeds.py")
        }
    }

    @Test func documentVersionIsTheProtocolVersion() throws {
        #expect(try openRPC()["info"]?["version"]?.stringValue == UIStateMethods.protocolVersion)
    }

    /// Adding a method means a `### \`name\`` section in PROTOCOL.md, an entry in openrpc.json and
    /// a registration in the server; this test names whichever is missing.
    @Test func protocolMarkdownOpenRPCAndTheRegistryListTheSameMethods() throws {
        let connection = RPCConnection(registry: ServeCommand.makeRegistry(), server: .uistate(version: "test"),
                                       output: { _ in }, exit: { _ in })
        let served = Set(connection.requestMethodNames + connection.notificationMethodNames)
        let document = try openRPC()
        let described = Set((document["methods"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue })
        let sections = ProtocolMarkdown(text: try readFile("protocol/PROTOCOL.md"))
        #expect(described.subtracting(served).isEmpty, "in openrpc.json but not served: \(described.subtracting(served).sorted())")
        #expect(served.subtracting(described).isEmpty, "served but not in openrpc.json: \(served.subtracting(described).sorted())")
        #expect(Set(sections.methods) == described, "PROTOCOL.md sections \(sections.methods.sorted()) vs openrpc.json \(described.sorted())")
        #expect(sections.methods.count == Set(sections.methods).count, "a method has two sections in PROTOCOL.md")
    }

    @Test func serverToClientNotificationsAgree() throws {
        let listed = (try openRPC()["x-notifications"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        let sections = ProtocolMarkdown(text: try readFile("protocol/PROTOCOL.md"))
        #expect(Set(sections.serverNotifications) == Set(listed))
        #expect(listed.contains("$/logTrace"))
    }

    /// The method table in `UIStateProtocol` is the authority: openrpc.json describes exactly its
    /// methods (and the connection's lifecycle), `uistate serve` registers exactly them, and a
    /// conformance case sends each one.
    @Test func methodTableOpenRPCServerAndConformanceCasesNameTheSameMethods() async throws {
        let table = UIStateMethods.requestNames
        #expect(table.count == Set(table).count, "a method is listed twice in UIStateMethods")
        let lifecycle = MethodRegistry.lifecycleRequestNames.union(MethodRegistry.lifecycleNotificationNames)
        let document = try openRPC()
        let described = (document["methods"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(described.filter { !lifecycle.contains($0) } == table, "openrpc.json's methods (in order) vs UIStateMethods")
        let notifications = (document["x-notifications"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        #expect(Set(UIStateMethods.serverNotifications.map { $0.method }).isSubset(of: notifications))

        let registry = ServeCommand.makeRegistry()
        #expect(Set(registry.requestMethodNames) == Set(table), "uistate serve's registry vs UIStateMethods")

        // Off the cooperative pool: the suite holds megabyte bodies, and even parsed (not scanned
        // as text) they cost real CPU in a debug build.
        let sent = try await runBlocking { try Self.methodsSentByTheConformanceSuite() }
        for name in table + lifecycle.sorted() {
            #expect(sent.contains(name), "no conformance case sends \(name)")
        }
    }

    /// Every `method` of every message the cases send, batches included (bodies that are not JSON
    /// on purpose are skipped).
    static func methodsSentByTheConformanceSuite() throws -> Set<String> {
        var methods: Set<String> = []
        for testCase in try ConformanceSuite.embedded().cases {
            for step in testCase.steps {
                guard case .send(let body) = step, let message = try? JSONValue(parsing: body) else { continue }
                for element in message.arrayValue ?? [message] {
                    if let method = element["method"]?.stringValue { methods.insert(method) }
                }
            }
        }
        return methods
    }

    @Test(.enabled(if: Executables.python3 != nil, "python3 is not installed: schema validation skipped"))
    func openRPCDocumentAndCaseFilesValidateAgainstTheirSchemas() async throws {
        let run = try await runProcess(["/bin/bash", "protocol/tools/validate.sh"], currentDirectory: packageRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test(.enabled(if: Executables.python3 != nil, "python3 is not installed"))
    func generatedEmbedsAreUpToDate() async throws {
        let python = try #require(Executables.python3)
        let run = try await runProcess([python, "scripts/generate-protocol-embeds.py", "--check"], currentDirectory: packageRoot)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
