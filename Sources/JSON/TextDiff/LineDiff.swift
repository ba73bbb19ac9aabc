// MARK: - LineDiff

/// A line diff of two texts: removed (expected) lines marked `-`, added (actual) ones `+`,
/// unchanged lines indented, and long unchanged runs folded to one `… (N unchanged lines)` line.
///
/// ```swift
/// LineDiff.render(expected: "A(\n  count: 2\n)", actual: "A(\n  count: 1\n)")
/// //   A(
/// // -   count: 2
/// // +   count: 1
/// //   )
/// ```
///
/// The scenario runner's failures use the default `.ascii` format; the test store prints TCA's
/// `.typographic` one.
package enum LineDiff {
    /// One line of the diff.
    package enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    /// Above this many cells the middle of the diff is not aligned line by line (it prints as all
    /// removed, then all added), keeping a diff of two huge dumps from taking seconds.
    static let maximumCells = 4_000_000

    /// The diff of `expected` against `actual`, aligned on a longest common subsequence.
    package static func lines(expected: [String], actual: [String]) -> [Line] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
              expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix] {
            suffix += 1
        }
        let old = Array(expected[prefix..<(expected.count - suffix)])
        let new = Array(actual[prefix..<(actual.count - suffix)])
        var result = expected[..<prefix].map(Line.same)
        result += middle(old, new)
        result += expected[(expected.count - suffix)...].map(Line.same)
        return result
    }

    /// The printable diff of two texts split into lines (a final newline ends the last line
    /// rather than adding an empty one); empty when the texts are equal.
    package static func render(expected: String, actual: String, format: Format = .ascii) -> String {
        guard expected != actual else { return "" }
        return render(expected: splitLines(expected), actual: splitLines(actual), format: format)
    }

    /// The printable diff: changed lines with `format.context` unchanged lines around them.
    package static func render(expected: [String], actual: [String], format: Format = .ascii) -> String {
        let diff = lines(expected: expected, actual: actual)
        var keep = [Bool](repeating: false, count: diff.count)
        for (index, line) in diff.enumerated() where line.isChange {
            for near in max(0, index - format.context)...min(diff.count - 1, index + format.context) {
                keep[near] = true
            }
        }
        // Folding a single line saves nothing; show it.
        for index in keep.indices where !keep[index] {
            let before = index == 0 || keep[index - 1]
            let after = index == keep.count - 1 || keep[index + 1]
            if before && after { keep[index] = true }
        }
        var output: [String] = []
        var skipped = 0
        for (index, line) in diff.enumerated() {
            guard keep[index] else {
                skipped += 1
                continue
            }
            if skipped > 0 {
                output.append(format.folded(skipped))
                skipped = 0
            }
            output.append(format.rendered(line))
        }
        if skipped > 0 { output.append(format.folded(skipped)) }
        return output.joined(separator: "\n")
    }

    private static func splitLines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    // MARK: - Longest common subsequence

    private static func middle(_ old: [String], _ new: [String]) -> [Line] {
        if old.isEmpty { return new.map(Line.added) }
        if new.isEmpty { return old.map(Line.removed) }
        guard old.count * new.count <= maximumCells else {
            return old.map(Line.removed) + new.map(Line.added)
        }
        // lengths[i][j]: LCS length of old[i...] and new[j...], flattened.
        let width = new.count + 1
        var lengths = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var result: [Line] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                result.append(.same(old[i]))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        result += old[i...].map(Line.removed)
        result += new[j...].map(Line.added)
        return result
    }
}

extension LineDiff.Line {
    var isChange: Bool {
        if case .same = self { false } else { true }
    }
}
