import Foundation
import RPCTestSupport

/// The package root, found from this file's path (Tests/ConformanceTests/TestSupport.swift).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func readFile(_ relativePath: String) throws -> String {
    try String(contentsOfFile: packageRoot + "/" + relativePath, encoding: .utf8)
}

/// `uistate` as built, and `python3` from PATH when there is one.
enum Executables {
    static func uistate() throws -> String { try UIStateBinary.path() }

    static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
