package import JSON

// MARK: - Feature schemas in the document

extension UIStateOpenRPC {
    /// `document` with the JSON Schemas of the features a server hosts among its components:
    /// `components.schemas["counter.State"]` and `["counter.Action"]` for a feature `counter`,
    /// so a client that reads only `rpc.discover` knows what state each feature has and which
    /// actions `store/dispatch` takes for it.
    ///
    /// - Parameter features: feature listings as `plugin/list` gives them (`name`,
    ///   `stateSchema`, `actionSchema`).
    package static func addingFeatureSchemas(_ document: JSONValue, features: [JSONValue]) -> JSONValue {
        guard case .object(var object) = document else { return document }
        var components = object["components"]?.objectValue ?? [:]
        var schemas = components["schemas"]?.objectValue ?? [:]
        for feature in features {
            guard let name = feature["name"]?.stringValue else { continue }
            if let state = feature["stateSchema"] { schemas["\(name).State"] = state }
            if let action = feature["actionSchema"] { schemas["\(name).Action"] = action }
        }
        components["schemas"] = .object(schemas)
        object["components"] = .object(components)
        return .object(object)
    }
}
