import Foundation

/// The built-in features' example scenarios, for `gallery --examples`: `examples/scenarios` of
/// the checkout this executable was built in, found from the executable's own path (SwiftPM puts
/// it under `.build/<triple>/<configuration>/`), never from the working directory, so the
/// gallery is the same wherever it is run from.
enum BuiltInExamples {
    /// How many directories above the executable a checkout may be.
    static let searchDepth = 5

    /// The examples directory, or nil when the executable is not inside a checkout (installed
    /// with `make install`, say).
    static func directory(executable: String = PluginServing.executablePath()) -> String? {
        var url = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<searchDepth {
            let candidate = url.appendingPathComponent("examples/scenarios")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue,
               FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return candidate.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }
}
