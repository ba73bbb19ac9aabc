#if canImport(Glibc)
internal import Glibc
#endif
package import UIStateProtocol
internal import JSON

/// Serves one `RPCConnection` over stdin and stdout.
///
/// The calling thread reads fd 0 and decodes frames; a second thread writes fd 1. Neither waits
/// for the other except through back-pressure: reading pauses while too much output is queued
/// (a client that stops reading) or too many requests are unanswered (a client that sends
/// faster than requests complete), so memory stays bounded either way. On end of input, as on
/// `exit` from the client, the server waits for requests in flight and the notifications they
/// caused (`RPCConnection.whenQuiet`), writes what is queued and exits (0 after `shutdown`, 1
/// otherwise).
package final class StdioServer: Sendable {
    package struct Options: Sendable {
        /// nil detects the framing from the first bytes.
        package var framing: Framing?
        package var maxMessageBytes: Int
        package var maxDepth: Int
        /// Queued output above which reading pauses.
        package var maxQueuedOutputBytes: Int
        /// Requests being handled (read, not yet answered) above which reading pauses.
        package var maxRequestsInFlight: Int
        package var logLevel: RPCLog.Level

        package init(framing: Framing? = nil, maxMessageBytes: Int = 64 << 20, maxDepth: Int = 512,
                    maxQueuedOutputBytes: Int = 16 << 20, maxRequestsInFlight: Int = 1024, logLevel: RPCLog.Level = .warn) {
            self.framing = framing
            self.maxMessageBytes = maxMessageBytes
            self.maxDepth = maxDepth
            self.maxQueuedOutputBytes = maxQueuedOutputBytes
            self.maxRequestsInFlight = maxRequestsInFlight
            self.logLevel = logLevel
        }
    }

    package let options: Options
    package let connection: RPCConnection
    private let output: OutputQueue
    private let log: RPCLog
    private let input: Int32
    private let outputFD: Int32
    private let requestGate = RequestGate()

    /// - Parameters:
    ///   - input, output: file descriptors, stdin and stdout unless a test passes a pipe.
    package init(registry: MethodRegistry, server: ServerDescription, options: Options, input: Int32 = 0, output: Int32 = 1) {
        self.options = options
        let log = RPCLog.standardError(level: options.logLevel)
        let queue = OutputQueue(highWater: options.maxQueuedOutputBytes)
        self.log = log
        self.output = queue
        self.input = input
        self.outputFD = output
        connection = RPCConnection(
            registry: registry, server: server,
            parseOptions: JSONParseOptions(maxDepth: options.maxDepth, maxBytes: options.maxMessageBytes),
            log: log,
            output: { body in queue.enqueue(body) },
            outputWriting: { count, writeBody in queue.enqueue(bodyCount: count, writingBody: writeBody) },
            deliver: { body, written in queue.enqueue(body, onWritten: written) },
            hold: OutputHold(hold: { body in queue.hold(body) }, flush: { queue.flush() }),
            exit: { code in
                log.info("exit notification: exiting with \(code)")
                queue.finish()
                exit(code)
            })
    }

    /// Serves until the client goes away; never returns.
    package func run() -> Never {
        FileDescriptorIO.ignoreSIGPIPE()
        // The server owns its process (it ends it), so it may set how malloc returns memory.
        MallocPolicy.fixMmapThreshold()
        if let framing = options.framing { output.setFraming(framing) }
        startWriter()
        readUntilEnd()
        log.info("end of input: finishing requests in flight and the notifications they caused")
        let idle = ConditionLock(conditions: 1)
        let isIdle = IdleFlag()
        connection.whenQuiet {
            idle.withLock {
                isIdle.value = true
                idle.signal(0)
            }
        }
        idle.withLock { while !isIdle.value { idle.wait(0) } }
        output.finish()
        let code = connection.exitCode
        log.info("exiting with \(code)")
        exit(code)
    }

    private func startWriter() {
        let queue = output, fd = outputFD, log = log
        let started = DetachedThread.start {
            var buffer: [UInt8] = []
            var segments: [[UInt8]] = []
            func write(_ bytes: [UInt8]) {
                guard let failure = bytes.withUnsafeBytes({ FileDescriptorIO.writeAll(fd, $0) }) else { return }
                // Nobody can read our replies any more: stop rather than spin on EPIPE.
                log.error("cannot write to stdout (\(FileDescriptorIO.describe(failure))): exiting")
                queue.close()
                exit(1)
            }
            while queue.take(into: &buffer, segments: &segments) {
                for segment in segments { write(segment) }
                write(buffer)
                let written = segments.reduce(buffer.count) { $0 + $1.count }
                segments.removeAll()  // a large body is not kept while waiting for the next
                queue.wrote(written)
            }
        }
        if !started {
            log.error("cannot start the thread that writes stdout: exiting")
            exit(1)
        }
        // A reply to an idle connection leaves from the thread that made it: one `poll` instead
        // of waking the writer thread. Only a frame that fits in a pipe's atomic write, when the
        // descriptor says it has room, so the write cannot block a thread of the Swift pool.
        queue.setDirectWriter(OutputQueue.DirectWriter(
            canWriteWithoutBlocking: { count in
                guard count <= Int(PIPE_BUF) else { return false }
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLOUT) != 0
            },
            write: { bytes in
                if let failure = FileDescriptorIO.writeAll(fd, bytes) {
                    log.error("cannot write to stdout (\(FileDescriptorIO.describe(failure))): exiting")
                    queue.close()
                    exit(1)
                }
            }))
    }

    private func readUntilEnd() {
        guard let buffer = InputBuffer() else {
            log.error("cannot allocate the input buffer: treating as end of input")
            return
        }
        var decoder = FrameDecoder(framing: options.framing, maxMessageBytes: options.maxMessageBytes)
        var atEnd = false
        var framingKnown = options.framing != nil
        while !atEnd {
            if let expected = decoder.bytesExpected { buffer.reserve(total: expected) }
            let count = buffer.read(from: input)
            if count < 0 {
                log.error("cannot read stdin (\(FileDescriptorIO.describe(errno))): treating as end of input")
            }
            atEnd = count <= 0
            output.beginBatch()
            // A plugin's stdin too: the requests of one read are passed on in one write.
            OutputBatch.run { deliverFrames(from: buffer, decoder: &decoder, atEnd: atEnd, framingKnown: &framingKnown) }
            output.endBatch()
        }
    }

    private func deliverFrames(from buffer: InputBuffer, decoder: inout FrameDecoder, atEnd: Bool, framingKnown: inout Bool) {
        while true {
            let step = buffer.withBytes { bytes -> FrameDecoder.Step? in
                let step = decoder.next(in: UnsafeRawBufferPointer(bytes), atEnd: atEnd)
                if !framingKnown, let framing = decoder.framing {
                    output.setFraming(framing)
                    framingKnown = true
                }
                if case .frame(let body, _)? = step {
                    // The frame is consumed right after, so the parser may release what it read.
                    connection.receive(releasing: UnsafeMutableRawBufferPointer(rebasing: bytes[body]))
                }
                return step
            }
            switch step {
            case nil:
                return
            case .frame(_, let consumed)?:
                buffer.consume(consumed)
                output.waitForRoom()
                requestGate.waitForRoom(in: connection, limit: options.maxRequestsInFlight)
            case .skip(let consumed, let error)?:
                buffer.consume(consumed)
                if let error {
                    log.warn("bad frame: \(error.reason)")
                    connection.reportUnreadableFrame(error.responseError)
                }
            }
        }
    }
}

/// Set once by a handler task, read by the reader thread.
///
/// `@unchecked Sendable`: `value` is only accessed while holding the `ConditionLock` in `run()`.
/// Blocks the reader thread while the connection has too many unanswered requests.
///
/// `@unchecked Sendable`: `isOpen` is only read and written while holding `lock`.
private final class RequestGate: @unchecked Sendable {
    private let lock = ConditionLock(conditions: 1)
    private var isOpen = false

    func waitForRoom(in connection: RPCConnection, limit: Int) {
        // Only this reader adds requests, so room seen now stays: no lock nor signal taken then.
        if connection.hasFewerPending(than: limit) { return }
        lock.withLock { isOpen = false }
        connection.whenPending(below: limit) { [self] in
            lock.withLock {
                isOpen = true
                lock.signal(0)
            }
        }
        guard !lock.withLock({ isOpen }) else { return }
        // The requests waited for may be among those the reader's batch has not passed on yet.
        OutputBatch.flush()
        lock.withLock { while !isOpen { lock.wait(0) } }
    }
}

private final class IdleFlag: @unchecked Sendable {
    var value = false
}
