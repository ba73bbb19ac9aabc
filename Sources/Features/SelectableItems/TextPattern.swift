import Synchronization

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
        guard let regex = compiled(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    /// Patterns compiled so far (nil: does not compile). Compiling is dear (it was half of the
    /// reducer's work on every keystroke and every explored step), and a feature has few patterns;
    /// the cache starts again past `cacheLimit`, since a pattern is state a client can set.
    private static let cache = Mutex<[String: Compiled]>([:])
    private static let cacheLimit = 64

    private static func compiled(_ pattern: String) -> Regex<AnyRegexOutput>? {
        if let known = cache.withLock({ $0[pattern] }) { return known.regex }
        let compiled = Compiled(regex: try? Regex(pattern))
        cache.withLock { cache in
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[pattern] = compiled
        }
        return compiled.regex
    }

    /// A compiled pattern shared between threads: `Regex` is an immutable value whose one lazy
    /// part (its lowered program) the standard library initialises atomically, and matching
    /// keeps its own state per call; it is only not declared `Sendable`.
    private struct Compiled: @unchecked Sendable {
        let regex: Regex<AnyRegexOutput>?
    }
}
