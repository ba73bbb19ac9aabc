/// Why a document could not be read, and where.
///
/// `line` and `column` are 1-based; `column` counts Unicode scalars on the line, as jansson does.
/// `offset` is the 0-based byte offset into the input.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: String, Sendable {
        case syntax
        case invalidUTF8
        case trailingGarbage
        case duplicateKey
        /// An integer outside `Int64`.
        case integerOutOfRange
        /// A number with a fraction or exponent beyond what a `Double` holds (`1e400`).
        case numberOutOfRange
        case tooDeep
        case tooLarge
        case emptyInput
    }

    public var reason: Reason
    public var message: String
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(reason: Reason, message: String, line: Int, column: Int, offset: Int) {
        self.reason = reason
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    public var description: String {
        "\(message) at line \(line), column \(column) (byte \(offset))"
    }
}
