import Foundation
import RPCTestSupport
import Testing

/// The command output the documentation shows is what the commands print: every ```console
/// block of the README and docs/ runs its `$ uistate …` lines and compares.
///
/// In a block, a `$ ` line is a command (words split at spaces, no quoting) and the lines after it
/// are the start of its standard output, line for line; a line ending in `…` stands for any line
/// that starts with the text before it, and the block may stop before the output does. Commands
/// run in a fresh directory in which `examples` is the repository's, so `--output out` writes
/// nothing into the checkout.
@Suite("Documented command output")
struct DocumentedOutputTests {
    static let documents = ["README.md", "docs/exploring.md"]

    @Test func everyConsoleBlockPrintsWhatItShows() async throws {
        // One run per distinct command: the README and docs/exploring.md show the same
        // exploration, which takes half a minute of a debug build's time.
        var outputs: [String: ProcessRun] = [:]
        for document in Self.documents {
            let examples = try ConsoleExample.all(in: String(contentsOfFile: RepositoryPaths.root + "/" + document, encoding: .utf8))
            #expect(!examples.isEmpty, "\(document) has no console block to check")
            for example in examples {
                let run: ProcessRun
                if let known = outputs[example.command] {
                    run = known
                } else {
                    run = try await self.run(example)
                    outputs[example.command] = run
                }
                #expect(run.status == 0, "\(document):\(example.line): `\(example.command)` exited \(run.status): \(run.stderr)")
                let mismatch = example.mismatch(with: run.stdout)
                #expect(mismatch == nil, "\(document):\(example.line): `\(example.command)` printed something else:\n\(mismatch ?? "")")
            }
        }
    }

    private func run(_ example: ConsoleExample) async throws -> ProcessRun {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(atPath: directory + "/examples", withDestinationPath: RepositoryPaths.root + "/examples")
        return try await runProcess([try absoluteUIState()] + example.arguments, currentDirectory: directory)
    }

    private func absoluteUIState() throws -> String {
        let binary = try UIStateBinary.path()
        return binary.hasPrefix("/") ? binary : RepositoryPaths.root + "/" + binary
    }
}

/// One `$ uistate …` line of a ```console block and the output shown under it.
struct ConsoleExample {
    let line: Int
    let command: String
    let expected: [String]

    var arguments: [String] { Array(command.split(separator: " ").dropFirst().map(String.init)) }

    static func all(in markdown: String) throws -> [ConsoleExample] {
        var examples: [ConsoleExample] = []
        var inConsole = false
        var current: (line: Int, command: String, expected: [String])?
        for (number, text) in markdown.components(separatedBy: "\n").enumerated() {
            if text.hasPrefix("```") {
                if inConsole, let open = current { examples.append(ConsoleExample(line: open.line, command: open.command, expected: open.expected)) }
                current = nil
                inConsole = !inConsole && text == "```console"
                continue
            }
            guard inConsole else { continue }
            if text.hasPrefix("$ ") {
                if let open = current { examples.append(ConsoleExample(line: open.line, command: open.command, expected: open.expected)) }
                let command = String(text.dropFirst(2))
                guard command.hasPrefix("uistate "), !command.contains("\""), !command.contains("'") else {
                    throw DocumentedOutputError("line \(number + 1): a console block runs only `uistate` commands without quoting: \(text)")
                }
                current = (number + 1, command, [])
            } else {
                current?.expected.append(text)
            }
        }
        return examples
    }

    /// A `- expected / + actual` account of the first line that differs, or `nil` when the output
    /// starts as shown.
    func mismatch(with output: String) -> String? {
        let actual = output.components(separatedBy: "\n")
        for (index, line) in expected.enumerated() {
            let got = index < actual.count ? actual[index] : nil
            if let got, Self.matches(line, got) { continue }
            return "line \(index + 1):\n- \(line)\n+ \(got ?? "(no more output)")"
        }
        return nil
    }

    private static func matches(_ expected: String, _ actual: String) -> Bool {
        if expected.hasSuffix("…") {
            return actual.hasPrefix(String(expected.dropLast()))
        }
        return expected == actual
    }
}

struct DocumentedOutputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
