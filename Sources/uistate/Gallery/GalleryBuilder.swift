import Components
import Scenario
import JSON
import UIStateProtocol

/// Gathers the gallery from a `uistate serve` process (with the given plugins), so built-in and
/// plugin features are reached the same way: component stories through `component/render`,
/// features' initial states through `store/create` + `view/render`, and example scenarios replayed
/// with step traces, once per variant (text size × colour scheme).
struct GalleryBuilder: Sendable {
    let serveCommand: [String]
    let variants: [(size: DynamicTypeSize, scheme: ColorScheme)]
    let scenarioPaths: [String]

    var variantNames: [String] { variants.map { "\($0.size.rawValue) · \($0.scheme.rawValue)" } }

    func environment(_ variant: (size: DynamicTypeSize, scheme: ColorScheme)) -> JSONValue {
        ["dynamicTypeSize": .string(variant.size.rawValue), "colorScheme": .string(variant.scheme.rawValue)]
    }

    func build() async throws(ResponseError) -> Gallery {
        let server = try ServerConnection.spawn(serveCommand)
        do {
            try await server.initialize()
            let components = try await componentRows(server)
            var features: [Gallery.Feature] = []
            for feature in try await server.call("plugin/list", nil)["features"]?.arrayValue ?? [] {
                guard let name = feature["name"]?.stringValue else { continue }
                let initial = Gallery.Row(title: "initial state", screens: try await initialScreens(name, server))
                features.append(Gallery.Feature(name: name, version: feature["version"]?.stringValue, rows: [initial]))
            }
            await server.shutDown()
            try await addScenarioRows(to: &features)
            return Gallery(title: "uistate gallery", variants: variantNames, components: components, features: features)
        } catch {
            server.kill()
            throw error
        }
    }

    private func componentRows(_ server: ServerConnection) async throws(ResponseError) -> [Gallery.Row] {
        var rows: [Gallery.Row] = []
        for entry in try await server.call("component/list", nil)["components"]?.arrayValue ?? [] {
            let name = entry["name"]?.stringValue ?? ""
            for story in ComponentStories.stories(for: entry) {
                var screens: [Gallery.Screen] = []
                for variant in variants {
                    screens.append(try await render(name, story.properties, environment(variant), server))
                }
                rows.append(Gallery.Row(title: story.title, detail: entry["summary"]?.stringValue, screens: screens))
            }
        }
        return rows
    }

    /// A story's tree; a property the render says is missing gets a sample and another try.
    private func render(_ name: String, _ properties: JSONObject, _ environment: JSONValue, _ server: ServerConnection) async throws(ResponseError) -> Gallery.Screen {
        var properties = properties
        for _ in 0..<3 {
            do {
                let result = try await server.call(
                    "component/render", ["name": .string(name), "properties": .object(properties), "environment": environment]
                )
                return .tree(result["tree"] ?? .null)
            } catch {
                guard error.code == .invalidParams, let path = error.path?.description,
                      let (key, value) = ComponentStories.sample(forMissing: path, component: name), properties[key] == nil
                else { return .missing(error.explanation) }
                properties[key] = value
            }
        }
        return .missing("could not find properties that render \(name)")
    }

    private func initialScreens(_ feature: String, _ server: ServerConnection) async throws(ResponseError) -> [Gallery.Screen] {
        var screens: [Gallery.Screen] = []
        for variant in variants {
            do {
                let created = try await server.call("store/create", ["feature": .string(feature), "environment": environment(variant)])
                let id = created["storeId"] ?? .null
                let tree = try await server.call("view/render", ["storeId": id])["tree"] ?? .null
                _ = try? await server.call("store/destroy", ["storeId": id])
                screens.append(.tree(tree))
            } catch {
                screens.append(.missing(error.explanation))
            }
        }
        return screens
    }

    /// The examples exist as JSON and as YAML with the same steps; a screen is shown once, from
    /// the JSON file, when both were found.
    static func withoutYAMLTwins(_ loaded: [Result<ScenarioDocument, ScenarioFileError>]) -> [Result<ScenarioDocument, ScenarioFileError>] {
        let jsonPaths = Set(loaded.compactMap { try? $0.get().source.path })
        return loaded.filter { entry in
            guard case .success(let document) = entry, document.source.path.hasSuffix(".scenario.yaml") else { return true }
            return !jsonPaths.contains(String(document.source.path.dropLast(".yaml".count)) + ".json")
        }
    }

    /// Each example scenario of a feature, replayed once per variant: a row per step.
    private func addScenarioRows(to features: inout [Gallery.Feature]) async throws(ResponseError) {
        guard !scenarioPaths.isEmpty else { return }
        var options = ReplayOptions(jobs: 2)
        options.recordsSteps = true
        // The gallery shows what happens; snapshots on disk are neither checked nor written.
        let suite = ReplaySuite(options: options, snapshots: SnapshotStore(read: { _ in nil }, write: { _, _ in }))
        let loaded = Self.withoutYAMLTwins(suite.load(paths: scenarioPaths))
        var runs: [[ScenarioResult]] = []
        for variant in variants {
            let adjusted = loaded.map { entry in
                entry.map { document in
                    var document = document
                    var members = document.environment?.objectValue ?? JSONObject()
                    for (key, value) in environment(variant).objectValue ?? [:] { members[key] = value }
                    document.environment = .object(members)
                    return document
                }
            }
            let pool = ServerPool(command: serveCommand, size: options.jobs)
            let report = await suite.run(loaded: adjusted, factory: ServerSessionFactory(pool: pool))
            await pool.shutDown()
            runs.append(report.results)
        }
        guard let first = runs.first else { return }
        for (index, result) in first.enumerated() {
            guard let featureIndex = features.firstIndex(where: { $0.name == result.feature }) else { continue }
            let stepCount = runs.map { $0.indices.contains(index) ? $0[index].steps.count : 0 }.max() ?? 0
            for step in 0..<stepCount {
                var screens: [Gallery.Screen] = []
                var title = ""
                for results in runs {
                    guard results.indices.contains(index) else { continue }
                    let run = results[index]
                    if run.steps.indices.contains(step), let tree = run.steps[step].screen {
                        let trace = run.steps[step]
                        title = trace.number == 0 ? "launch" : "step \(trace.number) (\(trace.kind))" + (trace.label.map { " " + $0 } ?? "")
                        screens.append(.tree(tree))
                    } else {
                        screens.append(.missing("the scenario stopped earlier in this variant: " + (run.failure.map { $0.title + ": " + $0.message } ?? "no screen")))
                    }
                }
                features[featureIndex].rows.append(Gallery.Row(title: result.name + " — " + title, detail: result.file, screens: screens))
            }
        }
    }
}
