/// Selects cases by id: a pattern with `*` or `?` is a glob over the whole id
/// (`lifecycle/*`); any other pattern matches ids containing it.
package struct CaseFilter: Sendable {
    package var include: [String]
    package var exclude: [String]

    package init(include: [String] = [], exclude: [String] = []) {
        self.include = include
        self.exclude = exclude
    }

    package func selects(_ id: String) -> Bool {
        (include.isEmpty || include.contains { Self.matches($0, id) }) && !exclude.contains { Self.matches($0, id) }
    }

    static func matches(_ pattern: String, _ id: String) -> Bool {
        guard pattern.contains("*") || pattern.contains("?") else { return id.contains(pattern) }
        return glob(Array(pattern.unicodeScalars), Array(id.unicodeScalars))
    }

    private static func glob(_ pattern: [Unicode.Scalar], _ text: [Unicode.Scalar]) -> Bool {
        // Iterative wildcard matching with one backtrack point: linear in practice.
        var p = 0, t = 0, star = -1, mark = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1; t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p; mark = t; p += 1
            } else if star >= 0 {
                p = star + 1; mark += 1; t = mark
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
