import Components
import Scenario
import JSON
import UIStateProtocol

/// Gathers the gallery from a `uistate serve` process (with the given plugins), so built-in and
/// plugin features are reached the same way: component stories through `component/render`,
/// features' initial states through `store/create` + `view/render`, and the scenarios it is given
/// replayed with step traces, once per variant (text size × colour scheme).
struct GalleryBuilder: Sendable {
    let serveCommand: [String]
    let variants: [GalleryVariant]
    /// The scenario files and directories to step through, exactly as given: none by default.
    let scenarioPaths: [String]

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
            let scenarios = GalleryScenarioRows(serveCommand: serveCommand, variants: variants)
            for (feature, row) in await scenarios.rows(paths: scenarioPaths) {
                if let index = features.firstIndex(where: { $0.name == feature }) { features[index].rows.append(row) }
            }
            return Gallery(title: "uistate gallery", variants: variants.map(\.name), components: components, features: features)
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
                    screens.append(try await render(name, story.properties, .object(variant.environment), server))
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
                let created = try await server.call("store/create", ["feature": .string(feature), "environment": .object(variant.environment)])
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
}
