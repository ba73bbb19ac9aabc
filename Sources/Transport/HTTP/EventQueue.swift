internal import Synchronization
package import UIStateProtocol

/// One connection's notifications on their way to its `GET /events` stream, in bounded memory.
///
/// Notifications are queued as Server-Sent Events (`data: JSON\n\n`) whether or not a stream is
/// open. A stream takes bytes as the socket accepts them; each notification's `written` callback
/// runs once its last byte was handed to the socket (subscriptions wait for it and coalesce
/// meanwhile). When the queue would pass `limit` bytes — a client that stopped reading its
/// stream, or never opened one — the backlog is dropped with a log line, `written` callbacks run,
/// the open stream is cut (`onDrop` closes its socket) and later notifications are discarded
/// until the client opens a new stream.
///
/// When the connection ends (`shutdown`, `exit`), `beginEnding()` stops holding senders up:
/// from then on a notification counts as written once queued, since the client may never read
/// the stream (or never opened one). `finish()` then lets the open stream send what is queued
/// and end.
package final class EventQueue: Sendable {
    private struct Event {
        var bytes: [UInt8]
        var written: (@Sendable () -> Void)?
    }

    private struct State {
        var events: [Event] = []
        var offset = 0            // bytes of events[0] already taken
        var queuedBytes = 0
        var stream = 0            // generation of the open stream; 0 when none
        var nextStream = 1
        var discarding = false    // after a drop, until a new stream opens
        var ending = false        // `written` runs once queued (the connection is ending)
        var finishing = false     // the stream ends once it has taken what is queued
        var closed = false
        var cut: (@Sendable () -> Void)?
        /// How each stream still reading (the open one, and one just replaced until it ends)
        /// is told to look again.
        var wakers: [Int: @Sendable () -> Void] = [:]
    }

    package let limit: Int
    private let name: String
    private let log: @Sendable (LogMessage) -> Void
    private let state = Mutex(State())

    /// - Parameters:
    ///   - limit: bytes queued (not yet taken by a stream) past which the backlog is dropped.
    ///   - name: how log lines name the connection.
    ///   - log: receives the drop line (stderr in the server).
    package init(limit: Int, name: String, log: @escaping @Sendable (LogMessage) -> Void) {
        self.limit = limit
        self.name = name
        self.log = log
    }

    /// Queues one notification body; never blocks.
    package func enqueue(_ body: [UInt8], written: (@Sendable () -> Void)? = nil) {
        var event: [UInt8] = Array("data: ".utf8)
        event.reserveCapacity(body.count + 8)
        event.append(contentsOf: body)
        event.append(contentsOf: [0x0A, 0x0A])
        var callbacks: [@Sendable () -> Void] = []
        var dropped = 0
        state.withLock { state in
            if state.closed || state.discarding || state.finishing {
                if let written { callbacks.append(written) }
                return
            }
            if state.queuedBytes + event.count > limit {
                dropped = state.queuedBytes + event.count
                callbacks = state.events.compactMap(\.written)
                if let written { callbacks.append(written) }
                state.events = []
                state.offset = 0
                state.queuedBytes = 0
                state.discarding = true
                // Under the lock: the stream's end (`streamEnded`) waits for it, and the
                // server closes the socket only after that, so this never shuts another one.
                state.cut?()
                state.cut = nil
                state.stream = 0
                return
            }
            if state.ending, let written {
                callbacks.append(written)
                state.events.append(Event(bytes: event, written: nil))
            } else {
                state.events.append(Event(bytes: event, written: written))
            }
            state.queuedBytes += event.count
        }
        if dropped > 0 {
            log("\(name): events not read: \(dropped) bytes would be queued, over the limit of \(limit); dropping them and closing the event stream")
        }
        for callback in callbacks { callback() }
        wakeReaders()
    }

    /// Opens a stream, ending the one open before. `cut` closes the stream's socket (a drop
    /// while its response is stalled on a client that does not read); `wake` is called, from
    /// any thread, whenever the stream may have something new to take or has ended, until
    /// `streamEnded`.
    func openStream(cut: @escaping @Sendable () -> Void, wake: @escaping @Sendable () -> Void = {}) -> Int {
        let stream = state.withLock { state in
            let stream = state.nextStream
            state.nextStream += 1
            state.stream = stream
            state.discarding = false
            state.cut = cut
            state.wakers[stream] = wake
            return stream
        }
        // Wakes the replaced stream's reader too, which then ends.
        wakeReaders()
        return stream
    }

    private func wakeReaders() {
        let wakers = state.withLock { Array($0.wakers.values) }
        for wake in wakers { wake() }
    }

    /// What a stream's reader gets next.
    enum Take {
        case bytes(Int)
        case idle
        case ended
    }

    /// Copies up to `buffer.count` queued bytes into `buffer` for stream `stream`, without
    /// waiting: `.idle` when nothing is queued (its `wake` is called once something is).
    func take(into buffer: UnsafeMutableRawBufferPointer, stream: Int) -> Take {
        var callbacks: [@Sendable () -> Void] = []
        let result: Take = state.withLock { state in
            guard !state.closed, state.stream == stream else { return .ended }
            guard !state.events.isEmpty else { return state.finishing ? .ended : .idle }
            var copied = 0
            while copied < buffer.count, !state.events.isEmpty {
                let event = state.events[0]
                let available = event.bytes.count - state.offset
                let count = min(available, buffer.count - copied)
                event.bytes.withUnsafeBytes { source in
                    let from = UnsafeRawBufferPointer(rebasing: source[state.offset..<(state.offset + count)])
                    UnsafeMutableRawBufferPointer(rebasing: buffer[copied..<(copied + count)]).copyMemory(from: from)
                }
                copied += count
                state.queuedBytes -= count
                if count == available {
                    if let written = event.written { callbacks.append(written) }
                    state.events.removeFirst()
                    state.offset = 0
                } else {
                    state.offset += count
                }
            }
            return .bytes(copied)
        }
        for callback in callbacks { callback() }
        return result
    }

    /// Ends the stream `stream` if it is still the open one (its client went away).
    func streamEnded(_ stream: Int) {
        state.withLock { state in
            state.wakers[stream] = nil
            if state.stream == stream {
                state.stream = 0
                state.cut = nil
            }
        }
    }

    /// The connection is ending: every notification queued counts as written now, and each
    /// later one once it is queued (the queue's limit still bounds them), so that senders
    /// waiting for a reader that may never come let `shutdown` and `exit` go ahead.
    package func beginEnding() {
        let callbacks: [@Sendable () -> Void] = state.withLock { state in
            state.ending = true
            var callbacks: [@Sendable () -> Void] = []
            for index in state.events.indices {
                if let written = state.events[index].written { callbacks.append(written) }
                state.events[index].written = nil
            }
            return callbacks
        }
        for callback in callbacks { callback() }
    }

    /// The connection is gone: the open stream sends what is queued, then ends; without one,
    /// as `close()`. Later notifications are discarded.
    package func finish() {
        let streamWillDrain = state.withLock { state -> Bool in
            guard state.stream != 0, !state.events.isEmpty, !state.closed else { return false }
            state.finishing = true
            return true
        }
        guard streamWillDrain else { return close() }
        wakeReaders()
    }

    /// Ends the open stream and discards everything from now on (the connection is gone).
    package func close() {
        let callbacks: [@Sendable () -> Void] = state.withLock { state in
            state.closed = true
            state.stream = 0
            state.cut = nil
            defer { state.events = []; state.queuedBytes = 0 }
            return state.events.compactMap(\.written)
        }
        for callback in callbacks { callback() }
        wakeReaders()
    }

    /// Bytes queued and not yet taken by a stream (tests, logs).
    package var queuedBytes: Int { state.withLock { $0.queuedBytes } }
}
