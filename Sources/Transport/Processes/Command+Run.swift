#if canImport(Glibc)
internal import Glibc
#endif

extension Command {
    /// Runs the program to completion with `input` on its stdin, capturing stdout and stderr
    /// (whatever the stream modifiers say). Blocks the calling thread; `run(input:) async` is
    /// the form for tasks.
    ///
    /// Writing and reading interleave through `poll`, so a program that answers while it is still
    /// being fed, or writes more than a pipe holds, can never deadlock with its parent.
    package func runBlocking(input: [UInt8] = []) throws(SpawnError) -> CompletedProcess {
        let child = try standardInput(.pipe).standardOutput(.pipe).standardError(.pipe).spawn()
        var pump = Pump(child: child, input: input)
        pump.run()
        return CompletedProcess(status: child.waitForExit(), standardOutput: pump.output, standardError: pump.error)
    }

    /// Runs the program to completion on a thread of its own, suspending meanwhile; see
    /// `runBlocking(input:)`.
    package func run(input: [UInt8] = []) async throws -> CompletedProcess {
        let command = self
        return try await DetachedThread.run { try command.runBlocking(input: input) }
    }
}

/// Moves bytes between a child's three pipes until its stdout and stderr both end.
private struct Pump {
    let child: ChildProcess
    let input: [UInt8]
    var written = 0
    var inputFD: Int32
    var output: [UInt8] = []
    var error: [UInt8] = []
    var outputOpen = true
    var errorOpen = true

    init(child: ChildProcess, input: [UInt8]) {
        self.child = child
        self.input = input
        inputFD = child.standardInput
        for fd in [child.standardInput, child.standardOutput, child.standardError] { FileDescriptorIO.setNonBlocking(fd) }
        if input.isEmpty { closeInput() }
    }

    mutating func run() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while outputOpen || errorOpen {
            var fds = [
                pollfd(fd: outputOpen ? child.standardOutput : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorOpen ? child.standardError : -1, events: Int16(POLLIN), revents: 0),
                pollfd(fd: inputFD, events: Int16(POLLOUT), revents: 0),
            ]
            if poll(&fds, 3, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[0].revents != 0 { outputOpen = drain(child.standardOutput, into: &output, chunk: &chunk) }
            if fds[1].revents != 0 { errorOpen = drain(child.standardError, into: &error, chunk: &chunk) }
            if fds[2].revents != 0 { feed() }
        }
        closeInput()
        FileDescriptorIO.close(child.standardOutput)
        FileDescriptorIO.close(child.standardError)
    }

    /// Reads what is there; false at end of file.
    private func drain(_ fd: Int32, into bytes: inout [UInt8], chunk: inout [UInt8]) -> Bool {
        while true {
            let count = FileDescriptorIO.read(fd, into: &chunk)
            if count > 0 {
                bytes.append(contentsOf: chunk[..<count])
                continue
            }
            return count < 0 && errno == EAGAIN
        }
    }

    private mutating func feed() {
        let count = input.withUnsafeBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(inputFD, base + written, buffer.count - written)
        }
        if count > 0 { written += count }
        if count < 0, errno != EAGAIN, errno != EINTR { closeInput() }  // the child stopped reading
        if written == input.count { closeInput() }
    }

    private mutating func closeInput() {
        if inputFD >= 0 { FileDescriptorIO.close(inputFD) }
        inputFD = -1
    }
}
