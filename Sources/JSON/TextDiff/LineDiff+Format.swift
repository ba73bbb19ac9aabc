// MARK: - Formats

extension LineDiff {
    /// How a diff prints: the mark of a removed line, the context kept around changes and the line
    /// that stands for a folded run. Start from a preset; change a property to tweak it.
    package struct Format: Sendable {
        /// Prefix of an expected line missing from the actual text (an added line gets `+ `).
        package var removedMark: String
        /// Unchanged lines kept before and after each change.
        package var context: Int
        /// The word after the count in `… (N unchanged)`, if any.
        package var foldedUnit: String

        /// Plain ASCII for terminals and CI reports: `- ` and three lines of context.
        package static let ascii = Format(removedMark: "- ", context: 3, foldedUnit: " lines")

        /// TCA's look: a typographic minus that lines up with `+`, and two lines of context.
        package static let typographic = Format(removedMark: "\u{2212} ", context: 2, foldedUnit: "")

        func rendered(_ line: Line) -> String {
            switch line {
            case .same(let text): "  " + text
            case .removed(let text): removedMark + text
            case .added(let text): "+ " + text
            }
        }

        func folded(_ count: Int) -> String {
            "  … (\(count) unchanged\(foldedUnit))"
        }
    }
}
