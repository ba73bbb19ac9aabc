import Glibc
package import JSON
package import FeatureKit

// MARK: - ExplorationWriter

/// Writes an exploration into a directory: `coverage.json`, one scenario per distinct screen
/// under `screens/`, named by what it shows (`ScreenNaming`; each replays green), and one per
/// broken invariant under `violations/` (each replays red at its last step).
package struct ExplorationWriter: Sendable {
    package let feature: FeatureDefinition
    package let options: ExploreOptions

    package init(feature: FeatureDefinition, options: ExploreOptions) {
        self.feature = feature
        self.options = options
    }

    /// Writes everything and returns the coverage report.
    ///
    /// - Throws: `ExplorationWriteError` when a file cannot be written; a host error when a path
    ///   does not replay (the feature is not deterministic).
    package func write(_ result: ExplorationResult, to directory: String) async throws -> JSONValue {
        let builder = ScenarioBuilder(explorer: Explorer(feature: feature, options: options))
        let prefix = result.shard.map { "shard" + $0.split(separator: "/").joined(separator: "of") + "-" } ?? ""
        var naming = ScreenNaming(explorer: builder.explorer)
        var screenFiles: [String] = []
        for screen in result.screens {
            let (base, name) = try await naming.name(screen)
            let file = "screens/\(prefix)\(base).scenario.json"
            try Self.save(try await builder.screen(screen.path, name: name, tree: screen.tree), to: directory, file: file)
            screenFiles.append(file)
        }
        var violationFiles: [String] = []
        for violation in result.violations {
            let file = "violations/\(prefix)\(Self.slug(violation.invariant)).scenario.json"
            let name = "explore \(feature.name): violates \"\(violation.invariant)\""
            try Self.save(try await builder.violation(violation, name: name), to: directory, file: file)
            violationFiles.append(file)
        }
        let report = CoverageReport.json(result, depth: options.depth, screenFiles: screenFiles, violationFiles: violationFiles)
        try Self.save(report, to: directory, file: prefix.isEmpty ? "coverage.json" : "\(prefix)coverage.json")
        return report
    }

    /// Writes a merged report as `DIR/coverage.json`.
    package static func saveReport(_ report: JSONValue, to directory: String) throws {
        try save(report, to: directory, file: "coverage.json")
    }

    /// A file name from an invariant's name: letters and digits kept, runs of anything else `-`.
    static func slug(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        let trimmed = slug.split(separator: "-").joined(separator: "-")
        return trimmed.isEmpty ? "invariant" : String(trimmed.prefix(80))
    }

    static func save(_ json: JSONValue, to directory: String, file: String) throws {
        let path = directory + "/" + file
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try makeDirectories(parent)
        let bytes = json.serialized(.pretty) + [UInt8(ascii: "\n")]
        guard let handle = fopen(path, "wb") else { throw ExplorationWriteError(path: path, code: errno) }
        defer { fclose(handle) }
        guard fwrite(bytes, 1, bytes.count, handle) == bytes.count else { throw ExplorationWriteError(path: path, code: errno) }
    }

    static func makeDirectories(_ path: String) throws {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST { throw ExplorationWriteError(path: current, code: errno) }
        }
    }
}

/// A file or directory of the output could not be written.
package struct ExplorationWriteError: Error, Sendable, CustomStringConvertible {
    package let path: String
    package let code: Int32
    package var description: String { "cannot write \(path): \(String(cString: strerror(code)))" }
}
