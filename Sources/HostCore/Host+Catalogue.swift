import Components
import JSONValue
public import RPCProtocol

// MARK: - Components

extension Host {
    /// `component/list`.
    public func listComponents(_ request: ComponentListRequest = ComponentListRequest()) -> ComponentListRequest.Response {
        ComponentListRequest.Response(components: ComponentCatalogue.json)
    }

    /// `component/render`.
    ///
    /// - Throws: −32602 with `data.path` into the params (`/name` for an unknown component,
    ///   `/properties/…` for a property) and `data.expected`.
    public func renderComponent(_ request: ComponentRenderRequest) throws(ResponseError) -> ComponentRenderRequest.Response {
        let properties = request.properties ?? .object([:])
        // Checked here because the catalogue's paths are relative to the properties, where its
        // empty path means the component's name.
        guard properties.objectValue != nil || properties == .array([]) else {
            throw HostErrors.invalidParams(
                "expected an object of properties, got \(properties.typeName)", path: "/properties", expected: ["object"], used: nil
            )
        }
        do {
            return ComponentRenderRequest.Response(tree: try ComponentCatalogue.render(name: request.name, properties: properties))
        } catch {
            let path = error.path.isEmpty ? "/name" : "/properties" + error.path
            let used = error.path.isEmpty ? request.name : error.path.split(separator: "/").last.map(String.init)
            throw HostErrors.invalidParams(
                error.message, path: path, expected: error.expected.isEmpty ? nil : error.expected, used: used
            )
        }
    }
}
