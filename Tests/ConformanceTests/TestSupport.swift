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

/// What a finished process printed.
struct ProcessRun: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a program to completion without blocking a thread of the cooperative pool: output goes
/// to files and the wait is a continuation resumed by the termination handler.
func runProcess(_ executable: String, _ arguments: [String], currentDirectory: String = packageRoot) async throws -> ProcessRun {
    let directory = FileManager.default.temporaryDirectory
    let stem = "conformance-test-\(UUID().uuidString)"
    let outURL = directory.appendingPathComponent(stem + ".out"), errURL = directory.appendingPathComponent(stem + ".err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = out
    process.standardError = err
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
    try out.close()
    try err.close()
    return ProcessRun(status: status, stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
}

/// `uistate` as built, and `python3` from PATH when there is one.
enum Executables {
    static func uistate() throws -> String { try UIStateBinary.path() }

    static let python3: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
