/// A `POST /rpc` whose body is arriving (libmicrohttpd hands it over in pieces).
///
/// `@unchecked Sendable`: used only by the one thread serving its HTTP connection.
final class PendingPost: @unchecked Sendable {
    let connectionID: String?
    private(set) var body: [UInt8] = []
    private(set) var tooLarge = false

    init(connectionID: String?) { self.connectionID = connectionID }

    /// Appends a piece; past `limit` the body is dropped and only the verdict kept.
    func append(_ piece: UnsafeRawBufferPointer, limit: Int) {
        guard !tooLarge else { return }
        if body.count + piece.count > limit {
            tooLarge = true
            body = []
            return
        }
        body.append(contentsOf: piece)
    }
}
