package import JSON

/// Turns params as they arrive into the object a method's params type is decoded from.
package enum ParamsShape {
    /// Absent params and `[]` become `{}` (Neovim's Lua encoder sends an empty table as `[]`);
    /// a non-empty array is mapped onto `positionalNames` when the method takes params by position.
    /// - Throws: −32602 when the params cannot be read as an object.
    package static func namedParams(_ params: JSONValue?, positionalNames: [String]?) throws(ResponseError) -> JSONObject {
        switch params {
        case nil:
            return [:]
        case .object(let object)?:
            return object
        case .array(let elements)? where elements.isEmpty:
            return [:]
        case .array(let elements)?:
            guard let names = positionalNames else {
                throw .invalidParams("params must be an object (by name) for this method")
            }
            guard elements.count <= names.count else {
                throw .invalidParams("expected at most \(names.count) params by position (\(names.joined(separator: ", "))), got \(elements.count)",
                                     path: "/\(names.count)")
            }
            var object = JSONObject()
            for (name, element) in zip(names, elements) { object[name] = element }
            return object
        case let other?:
            throw .invalidParams("params must be an object or an array, got \(other.typeName)")
        }
    }
}
