import Foundation
package import FeatureKit
package import UIStateProtocol
package import JSON
import Scenario

/// Serves `scenario/run` (see `ScenarioRunRequest`): the same suite, runner and JSON reporter as
/// `uistate replay`, in-process on the server's features, one fresh host per scenario.
package enum ScenarioRunMethod {
    package static func register(features: [FeatureDefinition], in registry: inout MethodRegistry) {
        registry.register(ScenarioRunRequest.self) { request, _ in
            try await run(request, features: features)
        }
    }

    /// Replays what `request` names.
    ///
    /// - Throws: −32602 for bad params; −33008 when the scenario could not run (a document that
    ///   does not decode, a path that does not exist, a single file that cannot be used).
    package static func run(_ request: ScenarioRunRequest, features: [FeatureDefinition]) async throws -> JSONValue {
        let options = try replayOptions(request.options)
        let suite = ReplaySuite(options: options)
        let loaded: [Result<ScenarioDocument, ScenarioFileError>]
        let single: Bool
        switch (request.document, request.path) {
        case (let document?, nil):
            let file = request.file ?? "document.scenario.json"
            do {
                loaded = [.success(try ScenarioLoader().decode(value: document, path: file))]
            } catch {
                throw cannotRun(error, pointerPrefix: "/document")
            }
            single = true
        case (nil, let path?):
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ResponseError(code: .scenarioFailed, message: "scenario/run: no such file or directory: \(path)", data: ["path": .string(path)])
            }
            loaded = suite.load(paths: [path])
            single = !isDirectory.boolValue
            if single, case .failure(let error)? = loaded.first { throw cannotRun(error, pointerPrefix: nil) }
        default:
            throw ResponseError.invalidParams("give exactly one of document and path", path: request.document == nil ? "" : "/path")
        }
        let report = await suite.run(loaded: loaded, factory: InProcessSessionFactory(features: features))
        // One scenario whose store could not even be made (an unknown feature, preset, action):
        // it did not run, which is an error, not a result.
        if single, let only = report.results.first, only.status == .error, let failure = only.failure {
            var data = JSONReporter(timings: false).report(report)["scenarios"]?[0]?["failure"]?.objectValue ?? [:]
            data["report"] = JSONReporter(timings: options.timings).report(report)
            throw ResponseError(code: .scenarioFailed, message: "scenario could not run: \(failure.message)", data: .object(data))
        }
        return JSONReporter(timings: options.timings).report(report)
    }

    private static func replayOptions(_ params: ScenarioRunRequest.Options?) throws(ResponseError) -> ReplayOptions {
        var options = ReplayOptions()
        guard let params else { return options }
        options.filter = params.filter
        options.tags = params.tags ?? []
        options.updateSnapshots = params.updateSnapshots ?? false
        options.timings = params.timings ?? false
        if let jobs = params.jobs {
            guard (1...256).contains(jobs) else { throw .invalidParams("jobs must be from 1 to 256", path: "/options/jobs") }
            options.jobs = jobs
        }
        if let shard = params.shard {
            guard let parsed = Shard(index: shard.index, count: shard.count) else {
                throw .invalidParams("shard needs 1 <= index <= count", path: "/options/shard")
            }
            options.shard = parsed
        }
        if let timeout = params.timeout {
            guard timeout >= 0, timeout <= 86_400 else { throw .invalidParams("timeout must be seconds from 0 to 86400", path: "/options/timeout") }
            options.timeout = timeout == 0 ? nil : .milliseconds(Int64(timeout * 1000))
        }
        return options
    }

    /// −33008 for a file that cannot be used: where (file, line, column, pointer) and why.
    private static func cannotRun(_ error: ScenarioFileError, pointerPrefix: String?) -> ResponseError {
        var data: JSONObject = [
            "file": .string(error.location.file), "line": .integer(Int64(error.location.line)),
            "column": .integer(Int64(error.location.column)), "pointer": .string(error.location.pointer.description),
            "message": .string(error.detail),
        ]
        if let pointerPrefix { data["path"] = .string(pointerPrefix + error.location.pointer.description) }
        return ResponseError(code: .scenarioFailed, message: "scenario could not run: \(error.description)", data: .object(data))
    }
}
