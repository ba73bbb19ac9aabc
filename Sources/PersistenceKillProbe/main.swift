// Writes numbered values through `AtomicFile` as fast as it can until it is killed.
//
// Usage: PersistenceKillProbe FILE START
// Values are numbered from START + 1. Each value is "value N\n" followed by N % 4096 bytes of filler and a closing "end N\n", so a
// torn or partial file cannot pass for a whole one. After each write it prints N to stdout, so
// the test knows which values were committed before the kill.
#if canImport(Glibc)
import Glibc
#endif
import StoreRuntime

/// Writes `text` to a file descriptor unbuffered, so nothing is lost when the process is killed.
func emit(_ text: String, to fd: Int32) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { write(fd, $0 + offset, raw.count - offset) } ?? 0
        }
        guard written > 0 else { return }
        offset += written
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let start = Int(arguments[2]) else {
    emit("usage: PersistenceKillProbe FILE START\n", to: 2)
    exit(2)
}
let path = arguments[1]
var number = start
while true {
    number += 1
    let filler = String(repeating: "x", count: number % 4096)
    let value = "value \(number)\n\(filler)\nend \(number)\n"
    do {
        try AtomicFile.write(Array(value.utf8), to: path)
    } catch {
        emit("write failed: \(error)\n", to: 2)
        exit(1)
    }
    emit("\(number)\n", to: 1)
}
