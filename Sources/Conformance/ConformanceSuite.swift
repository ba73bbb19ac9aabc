internal import Foundation

/// The cases of the conformance suite, read from the copy embedded in the binary or from a
/// directory of case files (`protocol/conformance/`).
package struct ConformanceSuite: Sendable {
    package var cases: [ConformanceCase]

    /// The suite compiled into this binary (generated from `protocol/conformance/` by
    /// `scripts/generate-protocol-embeds.py`).
    package static func embedded() throws(CaseFileError) -> ConformanceSuite {
        try ConformanceSuite(files: EmbeddedSuite.files.map { ($0.path, $0.text) })
    }

    /// Every `*.json` file under `directory`, in path order.
    package static func load(directory: String) throws(CaseFileError) -> ConformanceSuite {
        let root = URL(fileURLWithPath: directory)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CaseFileError(file: directory, path: "", message: "cannot read the directory")
        }
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let relative = String(url.path.dropFirst(root.path.count)).trimmingCharacters(in: ["/"])
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw CaseFileError(file: relative, path: "", message: "cannot read the file as UTF-8")
            }
            files.append((relative, text))
        }
        return try ConformanceSuite(files: files)
    }

    /// - Parameter files: (path relative to the suite root, contents).
    package init(files: [(path: String, text: String)]) throws(CaseFileError) {
        var cases: [ConformanceCase] = []
        var ids: Set<String> = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let stem = String(file.path.split(separator: "/").last?.dropLast(".json".count) ?? "")
            for testCase in try CaseFileParser.parse(stem: stem, text: file.text) {
                guard ids.insert(testCase.id).inserted else {
                    throw CaseFileError(file: file.path, path: "", message: "case id \(testCase.id) is used by another file")
                }
                cases.append(testCase)
            }
        }
        self.cases = cases
    }
}
