package import JSON

// MARK: - CoverageReport

/// `coverage.json`: the counts a person reads and the sets a merge needs.
///
/// Everything is sorted, so a report depends on what was found, never on timing or `--jobs`.
/// Shard reports merge by union of their sets: a state, transition, screen or node found by any
/// shard counts once, as in a single run.
package enum CoverageReport {
    /// The report of one run; `screenFiles` and `violationFiles` name the files written, by index.
    package static func json(_ result: ExplorationResult, depth: Int, screenFiles: [String] = [], violationFiles: [String] = []) -> JSONValue {
        let screens: [JSONValue] = result.screens.enumerated().map { index, screen in
            var entry: JSONObject = ["hash": .string(screen.hash), "steps": .integer(Int64(screen.path.count))]
            if index < screenFiles.count { entry["file"] = .string(screenFiles[index]) }
            return .object(entry)
        }
        let violations: [JSONValue] = result.violations.enumerated().map { index, violation in
            var entry: JSONObject = [
                "invariant": .string(violation.invariant), "message": .string(violation.message),
                "steps": .integer(Int64(violation.path.count)),
                "path": .array(violation.path.map(\.step)),
            ]
            if index < violationFiles.count { entry["file"] = .string(violationFiles[index]) }
            return .object(entry)
        }
        let sets: JSONValue = [
            "states": strings(result.stateHashes),
            "transitions": strings(result.transitionKeys),
            "screens": strings(Set(result.screens.map(\.hash))),
            "nodesSeen": strings(result.nodesSeen),
            "nodesEnabled": strings(result.nodesEnabled),
            "nodesInteractive": strings(result.nodesInteractive),
            "nodesInteracted": strings(result.nodesInteracted),
            "actionCasesSent": strings(result.actionCasesSent),
        ]
        return summarized(
            feature: result.feature, depth: depth, depthReached: result.depthReached, exhausted: result.exhausted,
            shards: result.shard.map { [.string($0)] } ?? [], actionCases: result.actionCases, sets: sets,
            screens: screens, violations: violations
        )
    }

    /// Merges shard reports of one feature into the report one run would have given.
    ///
    /// - Throws: `CoverageMergeError` for reports of different features or without sets.
    package static func merge(_ reports: [JSONValue]) throws(CoverageMergeError) -> JSONValue {
        guard let first = reports.first, let feature = first["feature"]?.stringValue else {
            throw CoverageMergeError(message: "no coverage report to merge")
        }
        var sets: [String: Set<String>] = [:]
        var shards: [JSONValue] = []
        var screens: [String: JSONValue] = [:]
        var violations: [String: JSONValue] = [:]
        var exhausted = true
        var depthReached = 0
        for report in reports {
            guard report["feature"]?.stringValue == feature else {
                throw CoverageMergeError(message: "reports of different features: \(feature) and \(report["feature"]?.stringValue ?? "?")")
            }
            guard let reportSets = report["sets"]?.objectValue else { throw CoverageMergeError(message: "a report without \"sets\"") }
            for (name, values) in reportSets {
                sets[name, default: []].formUnion((values.arrayValue ?? []).compactMap(\.stringValue))
            }
            shards += report["shards"]?.arrayValue ?? []
            exhausted = exhausted && report["exhausted"] == true
            depthReached = max(depthReached, Int(report["depthReached"]?.integerValue ?? 0))
            // Of two paths to one screen (or one invariant), the shorter, then the first given.
            for screen in report["screenScenarios"]?.arrayValue ?? [] {
                guard let hash = screen["hash"]?.stringValue else { continue }
                if let known = screens[hash], (known["steps"]?.integerValue ?? 0) <= (screen["steps"]?.integerValue ?? 0) { continue }
                screens[hash] = screen
            }
            for violation in report["violations"]?.arrayValue ?? [] {
                guard let name = violation["invariant"]?.stringValue else { continue }
                if let known = violations[name], (known["steps"]?.integerValue ?? 0) <= (violation["steps"]?.integerValue ?? 0) { continue }
                violations[name] = violation
            }
        }
        var mergedSets = JSONObject()
        for name in sets.keys.sorted() { mergedSets[name] = strings(sets[name] ?? []) }
        return summarized(
            feature: feature, depth: Int(first["depth"]?.integerValue ?? 0), depthReached: depthReached, exhausted: exhausted,
            shards: shards, actionCases: (first["actionCases"]?["declared"]?.arrayValue ?? []).compactMap(\.stringValue),
            sets: .object(mergedSets),
            screens: screens.keys.sorted().compactMap { screens[$0] },
            violations: violations.keys.sorted().compactMap { violations[$0] }
        )
    }

    private static func summarized(
        feature: String, depth: Int, depthReached: Int, exhausted: Bool, shards: [JSONValue], actionCases: [String],
        sets: JSONValue, screens: [JSONValue], violations: [JSONValue]
    ) -> JSONValue {
        func set(_ name: String) -> Set<String> { Set((sets[name]?.arrayValue ?? []).compactMap(\.stringValue)) }
        let sent = set("actionCasesSent")
        return [
            "feature": .string(feature),
            "depth": .integer(Int64(depth)),
            "depthReached": .integer(Int64(depthReached)),
            "exhausted": .bool(exhausted),
            "shards": .array(shards),
            "states": .integer(Int64(set("states").count)),
            "transitions": .integer(Int64(set("transitions").count)),
            "screens": .integer(Int64(set("screens").count)),
            "nodes": [
                "seen": .integer(Int64(set("nodesSeen").count)),
                "neverEnabled": strings(set("nodesSeen").subtracting(set("nodesEnabled"))),
                "neverInteracted": strings(set("nodesInteractive").subtracting(set("nodesInteracted"))),
            ],
            "actionCases": [
                "declared": .array(actionCases.map(JSONValue.string)),
                "neverSent": .array(actionCases.filter { !sent.contains($0) }.map(JSONValue.string)),
            ],
            "violations": .array(violations),
            "screenScenarios": .array(screens),
            "sets": sets,
        ]
    }

    /// The lines `uistate explore` prints.
    package static func summary(_ report: JSONValue) -> String {
        func count(_ key: String) -> Int64 { report[key]?.integerValue ?? 0 }
        let never = report["nodes"]?["neverEnabled"]?.arrayValue ?? []
        let untouched = report["nodes"]?["neverInteracted"]?.arrayValue ?? []
        let unsent = report["actionCases"]?["neverSent"]?.arrayValue ?? []
        let violations = report["violations"]?.arrayValue ?? []
        var lines = [
            "\(report["feature"]?.stringValue ?? "?"): \(count("states")) states, \(count("transitions")) transitions, "
                + "\(count("screens")) distinct screens, depth \(count("depthReached"))"
                + ((report["exhausted"] == true) ? " (every reachable state)" : " (limit reached)"),
            "nodes: \(report["nodes"]?["seen"]?.integerValue ?? 0) seen; never enabled: \(list(never)); never used: \(list(untouched))",
            "action cases never sent: \(list(unsent))",
        ]
        if violations.isEmpty {
            lines.append("invariants: no violation")
        } else {
            for violation in violations {
                let file = violation["file"]?.stringValue.map { " → \($0)" } ?? ""
                lines.append("VIOLATION \(violation["invariant"]?.stringValue ?? "?") after \(violation["steps"]?.integerValue ?? 0) step(s): "
                    + "\(violation["message"]?.stringValue ?? "")\(file)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The report in one line, for a log: `explored relationship: 63 states, 195 transitions, 10
    /// distinct screens, depth 3, no violation`.
    package static func oneLine(_ report: JSONValue) -> String {
        func count(_ key: String) -> Int64 { report[key]?.integerValue ?? 0 }
        let violations = report["violations"]?.arrayValue?.count ?? 0
        let shards = (report["shards"]?.arrayValue ?? []).compactMap(\.stringValue)
        return "explored \(report["feature"]?.stringValue ?? "?")"
            + (shards.isEmpty ? "" : " (shard \(shards.joined(separator: ", ")))")
            + ": \(count("states")) states, \(count("transitions")) transitions, \(count("screens")) distinct screens, "
            + "depth \(count("depthReached")), " + (violations == 0 ? "no violation" : violations == 1 ? "1 violation" : "\(violations) violations")
    }

    private static func list(_ values: [JSONValue]) -> String {
        values.isEmpty ? "none" : values.compactMap(\.stringValue).joined(separator: ", ")
    }

    private static func strings(_ set: Set<String>) -> JSONValue {
        .array(set.sorted().map(JSONValue.string))
    }
}

/// Reports that cannot be merged.
package struct CoverageMergeError: Error, Sendable, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
