#if canImport(Glibc)
import Glibc
#endif

/// Writes to file descriptor 2; stdout is reserved for protocol frames.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { buffer in _ = Glibc.write(2, buffer.baseAddress, buffer.count) }
    }
}
