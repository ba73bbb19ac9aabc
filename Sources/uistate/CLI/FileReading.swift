#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file given on the command line (`--state`, `--inputs`, `--invariants` …).
enum FileReading {
    static func bytes(at path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw FileReadError(path: path, code: errno) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }
}

/// A file that could not be opened.
struct FileReadError: Error, CustomStringConvertible {
    let path: String
    let code: Int32
    var description: String { "cannot read \(path): \(String(cString: strerror(code)))" }
}
