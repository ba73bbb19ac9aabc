internal import Foundation
internal import JSON

// MARK: - ProtocolCodegenTool

/// `ProtocolCodegenTool <openrpc.json> <output directory>`: what `ProtocolCodegenPlugin` runs on
/// each build of `UIStateProtocol`. Writes `UIStateRequests.swift` (the request types and the
/// method table) and `OpenRPCDocument.swift` (the document's text) into the directory; on a
/// document it cannot turn into Swift, prints where and why on stderr and exits 1.
@main
struct ProtocolCodegenTool {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
            fail("usage: ProtocolCodegenTool <openrpc.json> <output directory>")
        }
        do {
            let text = try String(contentsOfFile: input, encoding: .utf8)
            let document = try JSONValue(parsing: text)
            let folder = URL(fileURLWithPath: output, isDirectory: true)
            try write(try ProtocolCodegen.requestsSource(document: document), to: folder.appendingPathComponent("UIStateRequests.swift"))
            try write(ProtocolCodegen.documentSource(text: text), to: folder.appendingPathComponent("OpenRPCDocument.swift"))
        } catch {
            fail("ProtocolCodegenTool: \(input): \(error)")
        }
    }

    /// Writes only when the text changed, so an unchanged document does not recompile the module.
    private static func write(_ text: String, to file: URL) throws {
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }
}
