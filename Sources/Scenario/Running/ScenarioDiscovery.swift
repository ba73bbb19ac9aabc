import Foundation

/// Finds scenario files: a path that is a file is taken as it is; a directory is searched
/// recursively for `*.scenario.json` and `*.scenario.yaml` (included fragments are
/// `*.steps.json` or `*.steps.yaml`, so they are never run on their own). Results are sorted by path so that every run has the same order.
package enum ScenarioDiscovery {
    /// The file name endings a directory search finds.
    package static let suffixes = [".scenario.json", ".scenario.yaml"]

    /// - Returns: the files found, and the paths that do not exist.
    package static func files(in paths: [String]) -> (files: [String], missing: [String]) {
        let (found, missing) = locatedFiles(in: paths)
        return (found.map(\.path), missing)
    }

    /// The files found, each with its path relative to the directory argument it was found
    /// under (a file argument: its file name), which `Shard` hashes.
    package static func locatedFiles(in paths: [String]) -> (files: [(path: String, relative: String)], missing: [String]) {
        var files: [(path: String, relative: String)] = [], missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(path)
                continue
            }
            guard isDirectory.boolValue else {
                files.append((path, String(path.split(separator: "/").last ?? Substring(path))))
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (manager.enumerator(atPath: base)?.allObjects as? [String] ?? [])
                .filter { name in suffixes.contains { name.hasSuffix($0) } }
                .sorted()
            files += found.map { (base + "/" + $0, $0) }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0.path).inserted }, missing)
    }
}
