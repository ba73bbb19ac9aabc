import Foundation
import RPCTestSupport
import Testing

/// The command output the documentation shows is what the commands print: every ```console
/// block of the README and of every Markdown file under docs/ runs its `$ uistate …` lines and
/// compares.
///
/// In a block, a `$ ` line is a command (words split at spaces, no quoting) and the lines after it
/// are the start of its standard output, line for line; a line ending in `…` stands for any line
/// that starts with the text before it, and the block may stop before the output does. Commands
/// run in a fresh directory in which `examples` is the repository's, so `--output out` writes
/// nothing into the checkout.
///
/// A block whose output cannot be compared (a server's random port and token, a command that
/// runs until killed) is fenced ```console unchecked: its commands are not run, but must still
/// name a command and only options its help lists. A `$ uistate` line in any other block is an
/// error, so no shown output goes unchecked without saying so.
@Suite("Documented command output")
struct DocumentedOutputTests {
    /// README.md and every Markdown file under docs/, as paths from the repository root.
    static func documents() -> [String] {
        let docs = FileManager.default.enumerator(atPath: RepositoryPaths.root + "/docs")?.allObjects as? [String] ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func examples(in document: String) throws -> [ConsoleExample] {
        try ConsoleExample.all(in: String(contentsOfFile: RepositoryPaths.root + "/" + document, encoding: .utf8))
    }

    @Test func everyConsoleBlockPrintsWhatItShows() async throws {
        // One run per distinct command: the README and docs/exploring.md show the same
        // exploration, which takes half a minute of a debug build's time.
        var outputs: [String: ProcessRun] = [:]
        var checked: Set<String> = []
        for document in Self.documents() {
            for example in try Self.examples(in: document) where example.checked {
                checked.insert(document)
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
        #expect(checked.isSuperset(of: ["README.md", "docs/exploring.md"]), "found console blocks in \(checked.sorted())")
    }

    @Test func anUncheckedBlockStillNamesACommandAndOptionsItsHelpLists() async throws {
        var count = 0
        for document in Self.documents() {
            for example in try Self.examples(in: document) where !example.checked {
                count += 1
                let name = example.arguments.first ?? ""
                let help = try await runUIState(["help", name])
                #expect(help.status == 0, "\(document):\(example.line): \(help.stderr)")
                for option in example.arguments.dropFirst() where option.hasPrefix("-") {
                    let bare = option.split(separator: "=", maxSplits: 1).first.map(String.init) ?? option
                    #expect(help.stdout.contains(bare), "\(document):\(example.line): 'uistate \(name)' has no option \(bare)")
                }
            }
        }
        #expect(count >= 1, "docs/inspector.md shows inspect's random URL in an unchecked block")
    }

    @Test func aShownPromptIsAlwaysInAConsoleBlock() throws {
        for document in Self.documents() {
            let text = try String(contentsOfFile: RepositoryPaths.root + "/" + document, encoding: .utf8)
            let lines = ConsoleExample.promptsOutsideConsoleBlocks(in: text)
            #expect(lines.isEmpty, "\(document): `$ uistate` at line(s) \(lines) outside a ```console block would go unchecked")
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
    /// False in a ```console unchecked block: shown, not run.
    let checked: Bool

    var arguments: [String] { Array(command.split(separator: " ").dropFirst().map(String.init)) }

    /// The fence that opens a checked block, and the one that opens a block shown but not run.
    static let checkedFence = "```console", uncheckedFence = "```console unchecked"

    static func all(in markdown: String) throws -> [ConsoleExample] {
        var examples: [ConsoleExample] = []
        var inFence = false
        var fence: Bool?  // nil outside a console block, else whether it is checked
        var current: (line: Int, command: String, expected: [String])?
        func close() {
            if let open = current, let checked = fence {
                examples.append(ConsoleExample(line: open.line, command: open.command, expected: open.expected, checked: checked))
            }
            current = nil
        }
        for (number, text) in markdown.components(separatedBy: "\n").enumerated() {
            if text.hasPrefix("```") {
                close()
                fence = !inFence && [checkedFence, uncheckedFence].contains(text) ? text == checkedFence : nil
                inFence.toggle()
                continue
            }
            guard fence != nil else { continue }
            if text.hasPrefix("$ ") {
                close()
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

    /// The lines (1-based) showing a `$ uistate` prompt inside a fenced block that is no
    /// console block.
    static func promptsOutsideConsoleBlocks(in markdown: String) -> [Int] {
        var lines: [Int] = []
        var fence: String?
        for (number, text) in markdown.components(separatedBy: "\n").enumerated() {
            if text.hasPrefix("```") {
                fence = fence == nil ? text : nil
            } else if let fence, ![checkedFence, uncheckedFence].contains(fence), text.hasPrefix("$ uistate") {
                lines.append(number + 1)
            }
        }
        return lines
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
