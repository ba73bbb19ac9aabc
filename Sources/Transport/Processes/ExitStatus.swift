/// How a child process ended.
package struct ExitStatus: Sendable, Equatable, CustomStringConvertible {
    /// The exit code, or 128 + the signal number when a signal ended it (as shells report it).
    package let code: Int32
    /// The signal that ended the process, if one did.
    package let signal: Int32?

    init(waitStatus status: Int32) {
        let signal = status & 0x7F
        if signal == 0 {
            code = (status >> 8) & 0xFF
            self.signal = nil
        } else {
            code = 128 + signal
            self.signal = signal
        }
    }

    package var description: String {
        if let signal { return "killed by signal \(signal)" }
        return "exited with code \(code)"
    }
}
