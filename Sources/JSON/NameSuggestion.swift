/// The closest valid name to a misspelt one: the `suggestion` that error data carries beside
/// `expected` (an unknown method, action, preset, step kind or member).
public enum NameSuggestion {
    /// The candidate with the smallest edit distance to `name`, if it is close enough to be a
    /// plausible typo (at most a third of the longer name's length).
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let source = Array(name.unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(source, Array(candidate.unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= max(1, max(source.count, best.name.unicodeScalars.count) / 3) else { return nil }
        return best.name
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        guard !lhs.isEmpty else { return rhs.count }
        guard !rhs.isEmpty else { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
