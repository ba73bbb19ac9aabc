// MARK: - TextPattern

/// Checks custom-item text against a feature's validation pattern with Swift's `Regex`.
///
/// The whole text must match (`wholeMatch`), so a pattern needs no anchors; anchored patterns
/// work the same. Matching is by `Character` (grapheme clusters), so `{1,10}` counts what a
/// person sees, as `String.count` does.
enum TextPattern {
    /// Whether `text` matches `pattern` as a whole.
    ///
    /// A pattern that does not compile matches nothing: it is the feature's own configuration,
    /// and refusing every text (save stays disabled) shows the mistake instead of hiding it.
    static func matches(_ text: String, pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }
}
