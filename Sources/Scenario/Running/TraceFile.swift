import Foundation
import JSON
import Transport

/// Where `replay --trace DIR` puts a scenario's trace and how it is written: one file per
/// scenario, named after the scenario file's path (`relationship/toast-timing.scenario.json` →
/// `relationship--toast-timing.trace.json`; `….scenario.yaml` → `….yaml.trace.json`), pretty JSON with sorted keys, so that the same run
/// writes the same bytes.
enum TraceFile {
    static func name(for document: ScenarioDocument) -> String {
        var path = document.source.path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasPrefix("/") { path.removeFirst() }
        // A YAML scenario keeps ".yaml" so that it and its JSON twin never write the same trace.
        for (suffix, kept) in [(".scenario.json", ""), (".scenario.yaml", ".yaml"), (".json", "")] where path.hasSuffix(suffix) {
            path.removeLast(suffix.count)
            path += kept
            break
        }
        let safe = path.replacingOccurrences(of: "/", with: "--").replacingOccurrences(of: " ", with: "_")
        return (safe.isEmpty ? document.name : safe) + ".trace.json"
    }

    /// Writes the trace; a directory that cannot be written is reported on stderr, and the
    /// replay's result stands.
    static func write(_ trace: TraceRecorder, of document: ScenarioDocument, into directory: String) {
        let value = trace.document(scenario: document.name, file: document.source.path, feature: document.feature)
        var bytes = value.serialized(.pretty)
        bytes.append(0x0A)
        let url = URL(fileURLWithPath: directory).appendingPathComponent(name(for: document))
        do {
            // Not Foundation's write, which calls fsync: replays run on the cooperative pool.
            try FileDescriptorIO.replaceFile(atPath: url.path, with: bytes)
        } catch {
            FileHandle.standardError.write(Data("uistate replay: cannot write trace \(url.path): \(error)\n".utf8))
        }
    }
}
