/// Limits applied while reading a document.
public struct JSONParseOptions: Sendable {
    /// Deepest nesting of arrays and objects accepted. The top-level value is at depth 1.
    public var maxDepth: Int
    /// Largest input accepted, in bytes.
    public var maxBytes: Int

    public init(maxDepth: Int = 512, maxBytes: Int = 64 << 20) {
        self.maxDepth = maxDepth
        self.maxBytes = maxBytes
    }

    public static let `default` = JSONParseOptions()
}
