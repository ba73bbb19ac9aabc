internal import CMicroHTTPD
internal import Synchronization

/// A `POST /rpc` from its first bytes to its answer. libmicrohttpd hands the body over in
/// pieces; once it is whole the request starts, and when its answer is not ready before the
/// handler returns, the HTTP connection is suspended (no thread waits for it) and resumed by
/// the answer, whereupon libmicrohttpd calls the handler again to queue it.
///
/// `@unchecked Sendable`: `body` and `tooLarge` are touched only by the daemon's thread that
/// serves this request (before the request starts); the answer goes through `state`'s lock.
final class PendingPost: @unchecked Sendable {
    /// The answer, and whether the connection waits for it suspended.
    private struct State {
        var answer: Answer?
        var suspended = false
    }

    /// What the request produced: the body (nil for 204) and the connection it named or made.
    struct Answer {
        var body: [UInt8]?
        var connection: HTTPConnection
    }

    let connectionID: String?
    private(set) var body: [UInt8] = []
    private(set) var tooLarge = false
    /// Set when the whole body has been handed to its connection.
    private(set) var started = false
    private let state = Mutex(State())

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

    /// Marks the request started and lets go of its body (the connection has parsed it).
    func markStarted() {
        started = true
        body = []
    }

    /// Records the answer; resumes `connection` if the handler suspended it to wait.
    func complete(_ answer: Answer, resuming connection: SuspendedConnection) {
        state.withLock { state in
            state.answer = answer
            if state.suspended {
                state.suspended = false
                MHD_resume_connection(connection.pointer)
            }
        }
    }

    /// The answer if it is here; otherwise suspends `connection` until `complete` resumes it
    /// (call from the access handler only, as libmicrohttpd requires) and returns nil.
    func answerOrSuspend(_ connection: OpaquePointer) -> Answer? {
        state.withLock { state in
            if let answer = state.answer { return answer }
            state.suspended = true
            MHD_suspend_connection(connection)
            return nil
        }
    }
}

/// A libmicrohttpd connection handed to the thread that resumes it. `@unchecked Sendable`:
/// libmicrohttpd allows `MHD_resume_connection` from any thread, and it is the only use.
struct SuspendedConnection: @unchecked Sendable {
    let pointer: OpaquePointer
}
