#if canImport(Glibc)
internal import Glibc
#endif
internal import CMicroHTTPD

/// The content callback of one `GET /events` response: takes from the connection's
/// `EventQueue`, blocking its HTTP thread until events come, and sends a keep-alive comment
/// when none come for a while (a write is how a vanished client is noticed).
final class EventStreamReader: Sendable {
    private let events: EventQueue
    private let stream: Int
    private let keepAliveSeconds: Int
    private static let greeting = Array(": uistate events\n\n".utf8)
    private static let keepAlive = Array(": keep-alive\n\n".utf8)
    private let greeted = AtomicFlag()

    init(events: EventQueue, stream: Int, keepAliveSeconds: Int) {
        self.events = events
        self.stream = stream
        self.keepAliveSeconds = keepAliveSeconds
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        // A first comment at once, so the client sees the stream open before any event.
        if greeted.setOnce(), buffer.count >= Self.greeting.count {
            return Self.copy(Self.greeting, into: buffer)
        }
        switch events.take(into: buffer, stream: stream, idleSeconds: keepAliveSeconds) {
        case .bytes(let count):
            return count
        case .idle:
            return buffer.count >= Self.keepAlive.count ? Self.copy(Self.keepAlive, into: buffer) : 0
        case .ended:
            return cmhd_content_reader_end_of_stream()
        }
    }

    private static func copy(_ bytes: [UInt8], into buffer: UnsafeMutableRawBufferPointer) -> Int {
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        return bytes.count
    }

    func finished() { events.streamEnded(stream) }
}
