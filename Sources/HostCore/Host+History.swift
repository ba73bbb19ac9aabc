import JSON
import FeatureKit
package import UIStateProtocol

// MARK: - History

extension Host {
    /// `history/list`.
    package func listHistory(_ request: HistoryListRequest) async throws -> HistoryListRequest.Response { try await run(request) }
    /// `history/jump`.
    package func jump(_ request: HistoryJumpRequest) async throws -> StepResult { try await run(request) }
    /// `history/version`.
    package func pastVersion(_ request: HistoryVersionRequest) async throws -> HistoryVersionRequest.Response { try await run(request) }
}

extension HistoryListRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let limit = self.limit ?? Self.defaultLimit
        guard (1...Self.maximumLimit).contains(limit) else {
            throw HostErrors.invalidParams("limit must be from 1 to \(Self.maximumLimit)", path: "/limit")
        }
        let from = self.from ?? 0
        guard from >= 0 else { throw HostErrors.invalidParams("from must be 0 or more", path: "/from") }
        let page = hosted.store.history(from: from, limit: limit)
        return Response(
            entries: page.entries, next: page.next,
            versions: ["from": .integer(Int64(page.versions.lowerBound)), "to": .integer(Int64(page.versions.upperBound))],
            dropped: page.droppedCount
        )
    }
}

extension HistoryJumpRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> StepResult {
        let report = try await hosted.store.jump(to: version)
        // `history/export` then writes the path to the state jumped to, not the steps it undid.
        hosted.recording.recordJump(to: version, sequences: report.sequences)
        return StepResult(report)
    }
}

extension HistoryVersionRequest: StoreOperation {
    func perform(on hosted: HostedStore, in host: Host) async throws -> Response {
        let past = try await hosted.store.pastVersion(version, device: try DeviceParameter.device(named: device, drawsHTML: true))
        return Response(version: past.version, state: past.state, environment: past.environment, tree: past.tree, html: past.html)
    }
}
