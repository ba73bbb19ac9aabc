import Foundation
package import JSON

/// Reads scenario files into ``ScenarioDocument``s: parses, indexes positions, decodes into the
/// typed model and expands `include` steps. Every error names the file, a JSON Pointer and
/// line:column.
///
/// ```swift
/// let document = try ScenarioLoader().load(path: "examples/scenarios/bookmarks/paging.scenario.json")
/// ```
package struct ScenarioLoader: Sendable {
    /// Reads a file's text; `nil` when it cannot be read.
    package typealias ReadFile = @Sendable (String) -> String?

    let readFile: ReadFile

    /// - Parameter readFile: how files (the scenario and its includes) are read; the file system
    ///   by default.
    package init(readFile: @escaping ReadFile = ScenarioLoader.readFromDisk) {
        self.readFile = readFile
    }

    /// Reads UTF-8 text from disk.
    package static let readFromDisk: ReadFile = { path in
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Loads the scenario at `path`.
    package func load(path: String) throws(ScenarioFileError) -> ScenarioDocument {
        let root = try parse(path: path, includedAt: nil)
        return try ScenarioDecoder(loader: self).decodeScenario(root)
    }

    /// Decodes a scenario given as text (an in-memory document; `path` names it in errors and
    /// anchors relative includes and snapshots).
    package func decode(text: String, path: String) throws(ScenarioFileError) -> ScenarioDocument {
        try ScenarioDecoder(loader: self).decodeScenario(parse(text: text, path: path))
    }

    /// Decodes an already parsed document (positions unknown), as `scenario/run` receives it.
    package func decode(value: JSONValue, path: String) throws(ScenarioFileError) -> ScenarioDocument {
        let source = SourceFile(path: path, index: nil)
        return try ScenarioDecoder(loader: self).decodeScenario(JSONCursor(value: value, pointer: .root, source: source))
    }

    // MARK: - Reading

    func parse(path: String, includedAt: SourceLocation?) throws(ScenarioFileError) -> JSONCursor {
        guard let text = readFile(path) else {
            let location = includedAt ?? SourceLocation(file: path, pointer: .root, position: nil)
            throw ScenarioFileError(location: location, message: "cannot read \(path)")
        }
        return try parse(text: text, path: path)
    }

    func parse(text: String, path: String) throws(ScenarioFileError) -> JSONCursor {
        if Self.isYAML(path) { return try parseYAML(text: text, path: path) }
        do {
            let value = try JSONValue(parsing: text)
            let source = SourceFile(path: path, index: JSONPositionIndex(text: text))
            return JSONCursor(value: value, pointer: .root, source: source)
        } catch {
            let position = JSONPositionIndex.Position(line: error.line, column: error.column, offset: error.offset)
            throw ScenarioFileError(
                location: SourceLocation(file: path, pointer: .root, position: position),
                message: "not valid JSON: \(error.message)"
            )
        }
    }

    /// Whether `path` names a YAML file (`*.yaml`, `*.yml`); everything else is read as JSON.
    package static func isYAML(_ path: String) -> Bool {
        path.hasSuffix(".yaml") || path.hasSuffix(".yml")
    }

    /// YAML read into the same `JSONValue` and position index JSON gives, so decoding and its
    /// errors are the same for both forms.
    func parseYAML(text: String, path: String) throws(ScenarioFileError) -> JSONCursor {
        do {
            let document = try YAMLDocument(parsing: text)
            return JSONCursor(value: document.value, pointer: .root, source: SourceFile(path: path, index: document.positions))
        } catch {
            let position = JSONPositionIndex.Position(line: error.line, column: error.column, offset: error.offset)
            throw ScenarioFileError(
                location: SourceLocation(file: path, pointer: .root, position: position),
                message: "not valid YAML: \(error.message)"
            )
        }
    }

    /// `relative` resolved against the directory of `file` (absolute paths stay as they are).
    static func resolve(_ relative: String, against file: String) -> String {
        if relative.hasPrefix("/") { return relative }
        guard let slash = file.lastIndex(of: "/") else { return relative }
        return normalize(String(file[..<slash]) + "/" + relative)
    }

    /// Folds `.` and `dir/..` so that one file has one name (cycle detection compares names).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }
}
