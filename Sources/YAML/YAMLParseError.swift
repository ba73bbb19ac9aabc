/// Why YAML text could not be read as one JSON document, and where.
///
/// `line` and `column` are 1-based (as ``JSONParseError``'s); `offset` is libyaml's index of the
/// place.
public struct YAMLParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line:column: message`
    public var description: String { "\(line):\(column): \(message)" }
}
