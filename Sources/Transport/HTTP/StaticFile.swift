/// A file the server answers `GET` with, without a token (the inspector's page, styles and
/// modules: the same bytes for everyone, compiled into the binary, carrying no session data).
package struct StaticFile: Sendable {
    package var contentType: String
    package var bytes: [UInt8]

    package init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }

    package init(contentType: String, text: String) {
        self.init(contentType: contentType, bytes: Array(text.utf8))
    }
}
