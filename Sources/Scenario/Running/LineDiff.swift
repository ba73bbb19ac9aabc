/// A `- expected / + actual` line diff, aligned on a longest common subsequence, with long runs
/// of unchanged lines folded.
enum LineDiff {
    /// Lines of context kept around each change.
    static let context = 3
    /// Past this many cells the middle is shown as all removed then all added (keeps huge
    /// documents fast).
    static let maximumCells = 2_000_000

    /// The diff of two texts, one line per output line, each prefixed with `- `, `+ ` or `  `.
    /// Empty when the texts are equal.
    static func render(expected: String, actual: String) -> String {
        guard expected != actual else { return "" }
        let old = split(expected), new = split(actual)
        let lines = align(old, new)
        var output: [String] = []
        var index = 0
        while index < lines.count {
            guard case .same = lines[index].kind else {
                output.append(lines[index].text)
                index += 1
                continue
            }
            var end = index
            while end < lines.count, case .same = lines[end].kind { end += 1 }
            let run = end - index
            let keepBefore = index == 0 ? 0 : context
            let keepAfter = end == lines.count ? 0 : context
            if run > keepBefore + keepAfter + 1 {
                output += lines[index..<(index + keepBefore)].map(\.text)
                output.append("  … (\(run - keepBefore - keepAfter) unchanged lines)")
                output += lines[(end - keepAfter)..<end].map(\.text)
            } else {
                output += lines[index..<end].map(\.text)
            }
            index = end
        }
        return output.joined(separator: "\n")
    }

    private struct Line {
        enum Kind { case same, removed, added }
        let kind: Kind
        let body: String
        var text: String {
            switch kind {
            case .same: "  " + body
            case .removed: "- " + body
            case .added: "+ " + body
            }
        }
    }

    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func align(_ old: [String], _ new: [String]) -> [Line] {
        guard old.count * new.count <= maximumCells else {
            return old.map { Line(kind: .removed, body: $0) } + new.map { Line(kind: .added, body: $0) }
        }
        // lengths[i][j]: LCS length of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(Line(kind: .same, body: old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                if i < old.count, lengths[i][j + 1] == lengths[i + 1][j] {
                    result.append(Line(kind: .removed, body: old[i])); i += 1
                } else {
                    result.append(Line(kind: .added, body: new[j])); j += 1
                }
            } else {
                result.append(Line(kind: .removed, body: old[i])); i += 1
            }
        }
        return result
    }
}
