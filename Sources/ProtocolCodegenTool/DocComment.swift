// MARK: - DocComment

/// Prose from the document as `///` lines, wrapped so that generated lines stay under the house
/// limit of 120 columns.
enum DocComment {
    static let width = 110

    /// The paragraphs as doc-comment lines at `indent`, a blank `///` between paragraphs; nothing
    /// for no prose.
    static func lines(_ paragraphs: [String], indent: String) -> [String] {
        let kept = paragraphs.map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        var result: [String] = []
        for (index, paragraph) in kept.enumerated() {
            if index > 0 { result.append(indent + "///") }
            result += wrap(paragraph, width: width - indent.count).map { indent + "/// " + $0 }
        }
        return result
    }

    private static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(whereSeparator: \.isWhitespace) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// `dependencies` → `Dependencies`: the name of a type nested for a member.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
