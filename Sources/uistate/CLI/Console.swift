#if canImport(Glibc)
import Glibc
#endif

/// Text for people: help and version to stdout, errors to stderr. Only commands that do not speak
/// the protocol write to stdout.
enum Console {
    static func out(_ text: String) { write(1, text) }
    static func error(_ text: String) { write(2, text) }
    /// Without the newline: a progress line rewritten in place.
    static func error(_ text: String, newline: Bool) { write(2, text, newline: newline) }

    private static func write(_ fd: Int32, _ text: String, newline: Bool = true) {
        var bytes = Array(text.utf8)
        if newline, bytes.last != 0x0A { bytes.append(0x0A) }
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(fd, base + offset, buffer.count - offset)
                if written < 0 { if errno == EINTR { continue } else { return } }
                offset += written
            }
        }
    }
}
