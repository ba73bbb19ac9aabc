/// How a report for people marks what matters: plain text, or ANSI colours on a terminal.
///
/// The caller decides (a terminal, `NO_COLOR`, `--color`); reports written to files or pipes
/// use `.plain`, so their bytes stay the same from run to run.
package struct TextStyle: Sendable, Equatable {
    package var colored: Bool

    package static let plain = TextStyle(colored: false)
    package static let ansi = TextStyle(colored: true)

    package init(colored: Bool) {
        self.colored = colored
    }

    package enum Role: Sendable {
        case passed, failed, error, removed, added, dim
    }

    /// `text` in the colour of `role` (reset after it), or `text` itself when plain.
    package func paint(_ text: String, _ role: Role) -> String {
        guard colored, !text.isEmpty else { return text }
        let code = switch role {
        case .passed, .added: "32"
        case .failed, .removed: "31"
        case .error: "33"
        case .dim: "2"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// A diff line (`- …`, `+ …`, `  …`) in red, green or as it is.
    package func paintDiffLine(_ line: Substring) -> String {
        if line.hasPrefix("-") { return paint(String(line), .removed) }
        if line.hasPrefix("+") { return paint(String(line), .added) }
        return String(line)
    }
}
