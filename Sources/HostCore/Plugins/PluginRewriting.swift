import JSON
import UIStateProtocol

// MARK: - PluginRewriting

/// Puts a plugin's prefix on the ids it returns and takes it off the ids sent to it.
///
/// Only known places are rewritten — top-level `storeId` and `subscription` members, and
/// `stores[].storeId` — never a member of some state that happens to share the name.
enum PluginRewriting {
    /// Params as an object: by name as they are, by position mapped onto `positional` (as the
    /// registry would); nil when they cannot be (the local handler then reports why).
    static func named(_ params: JSONValue?, positional: [String]?) -> JSONObject? {
        switch params {
        case .object(let object)?: return object
        case .array(let elements)? where !elements.isEmpty:
            guard let names = positional, elements.count <= names.count else { return nil }
            var object = JSONObject()
            for (name, element) in zip(names, elements) { object[name] = element }
            return object
        default: return nil
        }
    }

    /// An error's `data.path` as the client sent the params: `/storeId/…` becomes `/0/…` when
    /// they came by position.
    static func pathAsSent(_ error: ResponseError, params: JSONValue?, positional: [String]?) -> ResponseError {
        guard case .array? = params, let names = positional, case .object(var data)? = error.data,
              let path = data["path"]?.stringValue, var pointer = try? JSONPointer(parsing: path),
              let first = pointer.tokens.first, let index = names.firstIndex(of: first) else { return error }
        pointer.tokens[0] = String(index)
        data["path"] = .string(pointer.description)
        var error = error
        error.data = .object(data)
        return error
    }

    static func prefixIDs(in value: JSONValue?, plugin: String, run: Int) -> JSONValue? {
        guard case .object(var object)? = value else { return value }
        for key in ["storeId", "subscription"] {
            if let id = object[key]?.stringValue {
                object[key] = .string(PluginAddress(plugin: plugin, run: run, local: id).id)
            }
        }
        if case .array(let stores)? = object["stores"] {
            object["stores"] = .array(stores.map { store in
                guard case .object(var entry) = store, let id = entry["storeId"]?.stringValue else { return store }
                entry["storeId"] = .string(PluginAddress(plugin: plugin, run: run, local: id).id)
                entry["plugin"] = .string(plugin)
                return .object(entry)
            })
        }
        return .object(object)
    }
}
