#if canImport(Glibc)
internal import Glibc
#endif
package import UIStateProtocol

extension RPCLog {
    /// Logs one line per message to stderr (fd 2), each with a single `write(2)` so that lines from
    /// different threads never interleave. stdout carries protocol frames only. The message is
    /// already one bounded line (`LogMessage`): its bytes are copied once, never re-read as text.
    package static func standardError(level: Level, prefix: String = "uistate") -> RPCLog {
        RPCLog(level: level) { level, message in
            var line = Array("\(prefix): \(level.name): ".utf8)
            line.append(contentsOf: message.utf8)
            line.append(0x0A)
            FileDescriptorIO.writeAll(2, line)
        }
    }
}
