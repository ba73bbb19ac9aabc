import Foundation

/// What `--watch` polls: every file under the watched paths with its modification time and
/// size (size too, since coarse mtimes can miss a quick second save).
package struct FileFingerprints: Sendable, Equatable {
    package struct Fingerprint: Sendable, Equatable {
        package var modified: Double
        package var size: UInt64
    }

    package var files: [String: Fingerprint]

    package init(files: [String: Fingerprint] = [:]) {
        self.files = files
    }

    /// Reads every file under `paths` (a file path: itself), recursively.
    package static func scan(_ paths: [String]) -> FileFingerprints {
        let manager = FileManager.default
        var files: [String: Fingerprint] = [:]
        func add(_ path: String) {
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  (attributes[.type] as? FileAttributeType) == .typeRegular else { return }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
            files[path] = Fingerprint(modified: modified, size: size)
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                add(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            for relative in manager.enumerator(atPath: base)?.allObjects as? [String] ?? [] {
                add(base + "/" + relative)
            }
        }
        return FileFingerprints(files: files)
    }

    /// The files added, removed or changed since `earlier`, sorted.
    package func changes(since earlier: FileFingerprints) -> [String] {
        var changed: Set<String> = []
        for (path, fingerprint) in files where earlier.files[path] != fingerprint { changed.insert(path) }
        for path in earlier.files.keys where files[path] == nil { changed.insert(path) }
        return changed.sorted()
    }
}
