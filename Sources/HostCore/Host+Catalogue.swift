import Components
import JSON
package import UIStateProtocol

// MARK: - Components

extension Host {
    /// `component/list`.
    package func listComponents(_ request: ComponentListRequest = ComponentListRequest()) -> ComponentListRequest.Response {
        ComponentListRequest.Response(components: ComponentCatalogue.entries.map(\.json))
    }

    /// `component/render`.
    ///
    /// - Throws: −32602 with `data.path` into the params (`/name` for an unknown component,
    ///   `/properties/…` for a property) and `data.expected`; for a button whose content its layout
    ///   cannot show, `data.expected` lists the factories that fit and `data.suggestion` the first.
    package func renderComponent(_ request: ComponentRenderRequest) throws(ResponseError) -> ComponentRenderRequest.Response {
        let properties = request.properties ?? .object([:])
        // Checked here because the catalogue's paths are relative to the properties, where its
        // empty path means the component's name.
        guard properties.objectValue != nil || properties == .array([]) else {
            throw HostErrors.invalidParams(
                "expected an object of properties, got \(properties.typeName)", path: "/properties", expected: ["object"], used: nil
            )
        }
        let device = try DeviceParameter.device(named: request.device, drawsHTML: request.format == .html)
        var environment = EnvironmentValues<JSONValue>()
        if let members = request.environment {
            do {
                try environment.update(from: members)
            } catch {
                throw HostErrors.invalidParams(
                    error.description, path: "/environment" + (error.member.isEmpty ? "" : "/" + error.member), expected: nil, used: nil
                )
            }
        }
        do {
            let tree = try ComponentCatalogue.render(name: request.name, properties: properties, environment: environment)
            switch request.format ?? .json {
            case .json: return ComponentRenderRequest.Response(tree: tree)
            case .html: return ComponentRenderRequest.Response(tree: .string(HTMLRenderer().device(device).document(tree: tree)))
            }
        } catch {
            let path = error.path.isEmpty ? "/name" : "/properties" + error.path
            let used = error.path.isEmpty ? request.name : error.path.split(separator: "/").last.map(String.init)
            var wire = HostErrors.invalidParams(
                error.message, path: path, expected: error.expected.isEmpty ? nil : error.expected,
                used: error.suggestion == nil ? used : nil
            )
            if let suggestion = error.suggestion, case .object(var data)? = wire.data {
                data["suggestion"] = .string(suggestion)
                wire.data = .object(data)
            }
            throw wire
        }
    }
}
