import Foundation

/// Finds scenario files: a path that is a file is taken as it is; a directory is searched
/// recursively for `*.scenario.json` (included fragments are `*.steps.json`, so they are never
/// run on their own). Results are sorted by path so that every run has the same order.
public enum ScenarioDiscovery {
    public static let suffix = ".scenario.json"

    /// - Returns: the files found, and the paths that do not exist.
    public static func files(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = [], missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (manager.enumerator(atPath: base)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(suffix) }
                .map { base + "/" + $0 }
            files += found.sorted()
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }, missing)
    }
}
