import JSON

// MARK: - WireSchema

/// Small schema shapes the derivation writes besides `JSONSchema`'s builders.
enum WireSchema {
    /// `schema`, or `null`.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "null"]]]
    }

    /// Whether `key` is one of the positions synthesized coding names unlabeled values by
    /// (`_0`, `_1`, …), which the bridge drops from the wire.
    static func isPosition(_ key: String) -> Bool {
        guard key.hasPrefix("_"), let position = Int(key.dropFirst()), position >= 0 else { return false }
        return key == "_\(position)"
    }
}
