internal import CMicroHTTPD
import Dispatch
internal import Synchronization

/// The content callback of one `GET /events` response, on a polling thread that serves many
/// connections, so it never waits: it takes what the connection's `EventQueue` holds, and when
/// there is nothing it suspends its HTTP connection, which the queue's wake-up (an event, a
/// replaced or ended stream) or the keep-alive timer resumes. A keep-alive comment goes out
/// after `keepAliveSeconds` without events, since a write is how a vanished client is noticed
/// (a suspended connection does not notice one).
final class EventStreamReader: Sendable {
    private struct State {
        var greeted = false
        var suspended = false
        /// A wake-up came while not suspended: look again before suspending.
        var woken = false
        var finished = false
        var timerArmed = false
        var lastWrite = ContinuousClock.now
    }

    private let events: EventQueue
    private let connection: SuspendedConnection
    private let keepAlive: Duration
    private let state = Mutex(State())
    private let stream = Atomic<Int>(0)
    private static let greeting = Array(": uistate events\n\n".utf8)
    private static let keepAliveComment = Array(": keep-alive\n\n".utf8)
    /// Where keep-alive deadlines are kept: one queue for every stream, doing nothing but
    /// resuming connections.
    private static let timers = DispatchQueue(label: "uistate.http.keep-alive")

    init(events: EventQueue, connection: SuspendedConnection, keepAliveSeconds: Int) {
        self.events = events
        self.connection = connection
        keepAlive = .seconds(max(1, keepAliveSeconds))
    }

    /// Opens this reader's stream on the queue (ending the one open before).
    func open(cut: @escaping @Sendable () -> Void) {
        let id = events.openStream(cut: cut, wake: { [self] in wake() })
        stream.store(id, ordering: .releasing)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            // A first comment at once, so the client sees the stream open before any event.
            let greet = state.withLock { state in
                defer { state.greeted = true }
                return !state.greeted
            }
            if greet, buffer.count >= Self.greeting.count { return sent(Self.greeting, into: buffer) }
            switch events.take(into: buffer, stream: stream.load(ordering: .acquiring)) {
            case .bytes(let count):
                state.withLock { $0.lastWrite = .now }
                return count
            case .ended:
                return cmhd_content_reader_end_of_stream()
            case .idle:
                break
            }
            let now = ContinuousClock.now
            let action: Idle = state.withLock { state in
                if now - state.lastWrite >= keepAlive { return .keepAlive }
                if state.woken {
                    state.woken = false
                    return .lookAgain
                }
                state.suspended = true
                MHD_suspend_connection(connection.pointer)
                if !state.timerArmed {
                    state.timerArmed = true
                    return .suspended(armAt: state.lastWrite + keepAlive)
                }
                return .suspended(armAt: nil)
            }
            switch action {
            case .keepAlive:
                guard buffer.count >= Self.keepAliveComment.count else { return 0 }
                return sent(Self.keepAliveComment, into: buffer)
            case .lookAgain:
                continue
            case .suspended(let deadline):
                if let deadline { armTimer(at: deadline) }
                return 0
            }
        }
    }

    private enum Idle {
        case keepAlive
        case lookAgain
        case suspended(armAt: ContinuousClock.Instant?)
    }

    private func sent(_ bytes: [UInt8], into buffer: UnsafeMutableRawBufferPointer) -> Int {
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        state.withLock { $0.lastWrite = .now }
        return bytes.count
    }

    private func armTimer(at deadline: ContinuousClock.Instant) {
        let delay = max(.zero, deadline - .now)
        let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
        Self.timers.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) { [self] in
            state.withLock { $0.timerArmed = false }
            wake()
        }
    }

    /// Resumes the connection if it is suspended waiting (any thread); else makes the next
    /// idle look go round once more.
    private func wake() {
        state.withLock { state in
            guard !state.finished else { return }
            if state.suspended {
                state.suspended = false
                MHD_resume_connection(connection.pointer)
            } else {
                state.woken = true
            }
        }
    }

    /// The response is gone (its connection closed): no resume may reach the connection now.
    func finished() {
        state.withLock { $0.finished = true }
        events.streamEnded(stream.load(ordering: .acquiring))
    }
}
