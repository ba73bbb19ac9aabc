/// A file the server answers `GET` with, without a token (the inspector's page, styles and
/// modules: the same bytes for everyone, compiled into the binary, carrying no session data).
public struct StaticFile: Sendable {
    public var contentType: String
    public var bytes: [UInt8]

    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }

    public init(contentType: String, text: String) {
        self.init(contentType: contentType, bytes: Array(text.utf8))
    }
}
