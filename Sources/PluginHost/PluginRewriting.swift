import JSONValue

// MARK: - PluginRewriting

/// Puts a plugin's prefix on the ids it returns and takes it off the ids sent to it.
///
/// Only known places are rewritten — top-level `storeId` and `subscription` members, and
/// `stores[].storeId` — never a member of some state that happens to share the name.
enum PluginRewriting {
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
