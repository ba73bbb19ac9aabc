package import JSON
package import FeatureKit
package import UIStateProtocol
import Scenario

/// Serves `explore/run` (see `ExploreRunRequest`) for the server's compiled-in features.
package enum ExploreRunMethod {
    package static func register(features: [FeatureDefinition], in registry: inout MethodRegistry) {
        registry.register(ExploreRunRequest.self) { request, context in
            let sink = context.notificationSink
            return try await run(request, features: features) { method, params in sink.post(method, params: params) }
        }
    }

    /// Explores what `request` names; `notify` receives `$/progress` when a token was given.
    ///
    /// - Throws: −33002 for an unknown feature; −32602 (`data.path`) for bad params; −33007 when
    ///   the output cannot be written; `CancellationError` when cancelled.
    package static func run(
        _ request: ExploreRunRequest, features: [FeatureDefinition],
        notify: @escaping @Sendable (String, JSONValue) -> Void = { _, _ in }
    ) async throws -> JSONValue {
        guard let feature = features.first(where: { $0.name == request.feature }) else {
            var data: JSONObject = ["feature": .string(request.feature), "expected": .array(features.map { .string($0.name) })]
            if let suggestion = NameSuggestion.closest(to: request.feature, among: features.map(\.name)) { data["suggestion"] = .string(suggestion) }
            throw ResponseError(code: .unknownFeature, message: "unknown feature \"\(request.feature)\"", data: .object(data))
        }
        let options = try options(request)
        let token = request.progressToken
        if let token { notify("$/progress", ["token": token, "value": ["kind": "begin", "title": .string("explore \(feature.name)")]]) }
        var progress: (@Sendable (Explorer.Progress) -> Void)?
        if let token {
            progress = { report in notify("$/progress", ["token": token, "value": progressValue(report)]) }
        }
        let result = try await Explorer(feature: feature, options: options).run(progress: progress)
        let report: JSONValue
        if let output = request.output {
            do {
                report = try await ExplorationWriter(feature: feature, options: options).write(result, to: output)
            } catch let error as ExplorationWriteError {
                throw ResponseError(code: .storageFailed, message: error.description, data: ["path": .string(error.path)])
            }
        } else {
            report = CoverageReport.json(result, depth: options.depth)
        }
        if let token { notify("$/progress", ["token": token, "value": ["kind": "end", "states": .integer(Int64(result.stateCount))]]) }
        return report
    }

    private static func progressValue(_ progress: Explorer.Progress) -> JSONValue {
        var value: JSONObject = ["kind": "report"]
        value["depth"] = .integer(Int64(progress.depth))
        value["states"] = .integer(Int64(progress.states))
        value["transitions"] = .integer(Int64(progress.transitions))
        value["frontier"] = .integer(Int64(progress.frontier))
        value["violations"] = .integer(Int64(progress.violations))
        return .object(value)
    }

    private static func options(_ request: ExploreRunRequest) throws(ResponseError) -> ExploreOptions {
        var options = ExploreOptions()
        if let depth = request.depth {
            guard depth >= 0 else { throw .invalidParams("depth must be 0 or more", path: "/depth") }
            options.depth = depth
        }
        if let maxStates = request.maxStates {
            guard maxStates >= 1 else { throw .invalidParams("maxStates must be 1 or more", path: "/maxStates") }
            options.maxStates = maxStates
        }
        if let jobs = request.jobs {
            guard (1...64).contains(jobs) else { throw .invalidParams("jobs must be from 1 to 64", path: "/jobs") }
            options.jobs = jobs
        }
        if let shard = request.shard {
            guard let parsed = ExploreOptions.Shard(parsing: shard, depth: request.shardDepth ?? 1) else {
                throw .invalidParams("shard: " + Shard.refusal(of: shard), path: "/shard")
            }
            options.shard = parsed
        }
        if let shardDepth = request.shardDepth, shardDepth < 0 {
            throw .invalidParams("shardDepth must be 0 or more", path: "/shardDepth")
        }
        options.samples = request.samples ?? [:]
        options.environmentVariants = request.envVariants ?? false
        options.relaunches = request.relaunches ?? false
        options.presets = request.presets ?? [:]
        if let invariants = request.invariants {
            do {
                options.invariants = try Invariants(json: invariants)
            } catch {
                throw .invalidParams("invariants: \(error.message)", path: "/invariants")
            }
        }
        if let token = request.progressToken {
            switch token {
            case .string, .integer: break
            default: throw .invalidParams("progressToken must be a string or an integer", path: "/progressToken")
            }
        }
        return options
    }
}
