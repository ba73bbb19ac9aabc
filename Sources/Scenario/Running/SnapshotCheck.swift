import JSON
import UIStateProtocol

/// Compares the rendered tree with a golden file, or records it with `--update-snapshots`.
struct SnapshotCheck {
    let session: any ScenarioSession
    let store: SnapshotStore
    let update: Bool

    /// - Returns: a note when a file was written.
    func check(_ snapshot: SnapshotExpectation) async throws(ScenarioExecution.Stop) -> String? {
        let actual: String
        do {
            switch try await session.render(snapshot.format) {
            case .text(let text): actual = text.hasSuffix("\n") ? text : text + "\n"
            case .json(let value): actual = value.serializedString(.pretty) + "\n"
            }
        } catch {
            throw ScenarioExecution.Stop(status: .failed, message: "could not render: \(error.explanation)")
        }
        let existing = store.read(snapshot.resolvedPath)
        if existing == actual { return nil }
        if update {
            do {
                try store.write(snapshot.resolvedPath, actual)
            } catch {
                throw ScenarioExecution.Stop(status: .error, message: "cannot write snapshot \(snapshot.file): \(error)")
            }
            return existing == nil ? "recorded snapshot \(snapshot.file)" : "updated snapshot \(snapshot.file)"
        }
        guard let existing else {
            throw ScenarioExecution.Stop(status: .failed, message: "snapshot \(snapshot.file) does not exist; run with --update-snapshots to record it")
        }
        throw ScenarioExecution.Stop(
            status: .failed,
            message: "the rendered \(snapshot.format == .text ? "outline" : "tree") differs from snapshot \(snapshot.file) (re-record with --update-snapshots)",
            diff: LineDiff.render(expected: existing, actual: actual)
        )
    }
}
