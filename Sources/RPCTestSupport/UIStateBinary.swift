#if canImport(Glibc)
internal import Glibc
#endif

/// Finds the `uistate` executable the tests run: `UISTATE_BIN`, else next to the test bundle
/// (both live in `.build/<triple>/<configuration>/`), else `.build/debug` of the working directory.
package enum UIStateBinary {
    package static func path() throws -> String {
        if let override = getenv("UISTATE_BIN") { return String(cString: override) }
        var candidates: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var directory = executable
            if let slash = directory.lastIndex(of: "/") { directory = String(directory[..<slash]) }
            candidates.append(directory + "/uistate")
        }
        candidates.append(".build/debug/uistate")
        for candidate in candidates where access(candidate, X_OK) == 0 { return candidate }
        throw TestClientError.spawnFailed("uistate executable not found (tried \(candidates)); run 'swift build' first or set UISTATE_BIN")
    }
}
