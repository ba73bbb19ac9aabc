/// Why YAML text could not be read as one JSON document, and where.
///
/// `line` and `column` are 1-based (as ``JSONParseError``'s); `offset` is libyaml's index of the
/// place.
package struct YAMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var line: Int
    package var column: Int
    package var offset: Int

    package init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column: message`
    package var description: String { "\(line):\(column): \(message)" }
}
